import { normalizeWord } from '#shared/ats-keywords/tokens.ts';

/**
 * The background the key-phrase extractor weighs against: words every job ad uses
 * ("experience", "team", "ability"), which say nothing about the job, and the boilerplate
 * and places that must never come out as keywords.
 */

const words = (list: string) =>
  new Set(
    list
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => normalizeWord(w)),
  );

/** Generic job-ad words: a phrase made only of these is not a keyword. */
export const GENERIC_WORDS = words(`
  ability abilities able about above accordance account accountability accuracy across action
  activities activity additional addition advantage all also an and any applicant applicants
  application applications apply approach appropriate area areas aspects assigned assist
  assistance attention available background basis benefit benefits best better bonus
  both business candidate candidates capabilities capability career challenge challenges
  change clear client clients close colleague colleagues combination comfortable commitment
  company competitive complex concepts confidence contribution core culture current customer
  customers daily day days degree department dependent description desire detail details
  development different diverse diversity duties duty dynamic effective efficient employee
  employees employer employment ensure environment equivalent essential excellent excellence
  exceptional exciting expectation expectations experience experiences expert expertise
  extensive familiarity fast field focus following full function functions future goal goals
  good great group growth hand hands high highly hire hiring ideal impact important individual
  individuals industry initiative innovative instance interest internal involvement issue
  issues job jobs key knowledge large leading level levels life like looking lot main make
  manner many member members minimum mission month months more most motivated multiple must
  need needs new next number objective objectives offer office ongoing opportunities opportunity
  organization organisation organizations other others our overall paced part partner partners
  passion passionate people per performance person personal plan plus position positions
  practice practices preferred priority proactive problem problems process processes
  professional professionals proficiency proficient program programs proven purpose quality
  range related relevant report reports required requirement requirements resource resources
  responsibilities responsibility responsible result results right role roles salary scope self
  senior service services set similar skill skilled skills solid solution solutions some
  specific staff standard standards start starter status strong structure success successful
  support system systems talent talented task tasks team teams things time times tool tools
  top track type understanding unit use using variety various way ways well wide willingness
  work worker workers working workplace world year years you your we us their they this that
  these those what who will with within without would join joining help helping build building
  junior lead mid ready hybrid remote onsite site based location locations candidate's
  company's team's everything everyone something someone thing self-starter starter reliable
  day-to-day week weeks weekly monthly annual annually hours hour schedule shift shifts
  competency competencies excellent outstanding superb proven demonstrated demonstrable
  track record ownership owner opportunity impactful meaningful first second various area
  successful candidates etc e.g i.e ideally preferably least plus bonus years' appropriate
  sound general basic advanced intermediate expert-level hands-on handson
  ms bs ba ma phd bsc msc ged state bachelor master masters degree diploma associate
  firm own law healthy quarterly annual daily weekly dedicated able eligible drive long
  period periods stipend accredited
  qualification qualifications university universities institution institutions institute
  course courses deadline deadlines size sizes component components stakeholder stakeholders
  ticket tickets property properties space spaces
`);

/** Leading words trimmed off a key phrase ("strong analytical skills" → "analytical"). */
export const PHRASE_MODIFIERS = words(`
  strong excellent good great solid proven demonstrated exceptional outstanding superb
  extensive deep thorough broad working sound basic advanced relevant previous prior
  senior junior new current various multiple several key core effective exciting
  innovative excellent high highly proficient familiar comfortable ideal minimum own
  comparable recognised recognized completed qualified certified tight non-technical
  structured particular
`);

/**
 * Phrases that are boilerplate in any posting (benefits, pay, culture, legal text): never a
 * keyword, whatever the extractor thinks.
 */
export const BOILERPLATE_PHRASES = [
  'competitive salary',
  'competitive pay',
  'competitive compensation',
  'competitive benefits',
  'benefits package',
  'health insurance',
  'medical insurance',
  'dental insurance',
  'vision insurance',
  'life insurance',
  'dental',
  'vision',
  '401k',
  '401(k)',
  'pension',
  'paid time off',
  'pto',
  'holiday',
  'holidays',
  'annual leave',
  'parental leave',
  'maternity leave',
  'sick leave',
  'stock options',
  'equity package',
  'bonus scheme',
  'gym membership',
  'employee discount',
  'fast-paced environment',
  'fast paced environment',
  'dynamic environment',
  'dynamic team',
  'equal opportunity',
  'equal opportunity employer',
  'affirmative action',
  'reasonable accommodation',
  'visa sponsorship',
  'background check',
  'drug screen',
  'remote work',
  'remote',
  'hybrid working',
  'flexible working',
  'flexible hours',
  'work-life balance',
  'career growth',
  'career development',
  'professional development',
  'free lunch',
  'snacks',
  'relocation assistance',
  'tuition reimbursement',
  'commuter benefits',
  'full-time',
  'part-time',
  'salary range',
  'pay range',
  'sign-on bonus',
];

/** Places, months and weekdays: never a keyword (a posting's location or dates). */
export const PLACE_AND_DATE_WORDS = words(`
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec
  monday tuesday wednesday thursday friday saturday sunday weekend weekends
  london manchester birmingham leeds glasgow edinburgh bristol liverpool cardiff belfast dublin
  berlin munich hamburg paris lyon amsterdam rotterdam brussels madrid barcelona lisbon rome milan
  zurich geneva vienna prague warsaw stockholm oslo copenhagen helsinki toronto vancouver montreal
  calgary ottawa sydney melbourne brisbane perth auckland singapore tokyo bangalore bengaluru mumbai
  delhi hyderabad pune chennai dubai
  york chicago boston seattle austin denver dallas houston atlanta miami phoenix philadelphia
  portland detroit minneapolis nashville charlotte raleigh pittsburgh baltimore cleveland columbus
  indianapolis orlando tampa sacramento diego francisco jose angeles vegas louis kansas
  alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii
  idaho illinois indiana iowa kentucky louisiana maine maryland massachusetts michigan minnesota
  mississippi missouri montana nebraska nevada hampshire jersey mexico carolina dakota ohio oklahoma
  oregon pennsylvania rhode tennessee texas utah vermont virginia washington wisconsin wyoming
  usa uk england scotland wales ireland germany france spain italy netherlands canada australia india
  emea apac latam
`);

/**
 * States and provinces that issue a licence or pass an Act ("Current NSW Driver Licence", "a
 * valid Ontario G licence"). Unlike the places above they are no noise ("Ontario Building
 * Code" is a name); before a licence they say where it holds, and the guideline's keyword is
 * the licence itself, as for "UK driving licence" (name-parts.ts).
 */
export const REGIONS = words(`
  nsw qld vic tas victorian queensland tasmanian ontario alberta quebec manitoba saskatchewan
  gauteng kwazulu-natal lagos maharashtra karnataka bavarian bavaria
`);

/** Spoken languages, as a posting capitalises them: a keyword when the job asks for one. */
export const SPOKEN_LANGUAGES = new Set(
  `English German French Spanish Italian Portuguese Dutch Polish Russian Ukrainian Turkish
  Arabic Hebrew Greek Czech Romanian Hungarian Swedish Danish Norwegian Finnish Mandarin
  Cantonese Chinese Japanese Korean Vietnamese Thai Indonesian Malay Tagalog Filipino Hindi
  Urdu Bengali Punjabi Gujarati Marathi Tamil Telugu Kannada Malayalam Odia Yoruba Igbo
  Hausa Swahili Amharic Afrikaans Zulu isiZulu Xhosa isiXhosa Sesotho Setswana Farsi
  Persian Welsh Irish Gaelic`.split(/\s+/),
);

/**
 * Words that make any phrase holding them filler, not a skill: perks and pay ("leave
 * allowance", "medical aid subsidy"), administrative checks ("Satisfactory National Police
 * Check"), which the guideline never counts as keywords, and the job boards' "Any
 * Specialization", which names no field.
 */
export const FILLER_WORDS = words(`
  check checks screening allowance allowances subsidy subsidised subsidized pension
  gratuity mediclaim canteen parking insurance perk perks bonus bonuses salary salaries
  remuneration ctc lpa vacancy vacancies payslip specialization specialisation
`);

/**
 * Nouns that name where or for whom the work is done, not what the worker knows: a phrase
 * headed by one ("the Canadian market", "a fine-dining restaurant", "highways projects", "the
 * public sector") names a setting, and an ATS screens for skills, not settings. The group of
 * colleagues the hire works beside is a setting too: "the payroll team" or "the stroke unit"
 * says who else is there, not what the hire must know.
 */
export const SETTING_HEADS = words(`
  market markets sector sectors region regions territory territories area areas
  plant plants factory factories site sites project projects restaurant restaurants hotel hotels
  venue venues store stores branch branches office offices campus campuses premises
  authority authorities agency agencies ministry ministries department departments
  client clients customer customers partner partners holiday holidays
  team teams unit units committee committees division divisions colleagues
`);

/**
 * Nouns that say whom the work is for, whom the hire works with, or when ("anxious patients",
 * "policy audiences", "NHS leaders", "late nights"), and the word "setting" itself: a phrase
 * they end describes the job, no skill of the applicant's. Unlike a setting noun, they leave
 * the term written before them alone: the posting that asks for "NHS leaders" still names
 * the NHS. Occupations are not here: the job title's occupation is a keyword, found from the
 * title.
 */
export const PEOPLE_AND_TIME_HEADS = words(`
  patient patients student students pupil pupils learner learners resident residents children
  mother mothers visitor visitors setting settings people person audience audiences community
  communities stakeholder stakeholders member members family families user users supplier
  suppliers vendor vendors graduate graduates candidate candidates applicant applicants
  professional professionals employee employees worker workers staff servant servants leader
  leaders parliamentarian parliamentarians examiner examiners consultant consultants volunteer
  volunteers representative representatives official officials
  morning mornings night nights evening evenings afternoon afternoons
`);
