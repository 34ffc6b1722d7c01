/**
 * The occupations of the independent corpus. Every employer, product and project here is
 * invented for this corpus. A person is drawn from one occupation and one country
 * (countries.ts) by people.ts.
 */

/** Sections a CV may carry that belong to no experience, education or skills field. */
export type ExtraKind =
  | 'publications'
  | 'grants'
  | 'licences'
  | 'registration'
  | 'bar-admissions'
  | 'projects'
  | 'board-positions'
  | 'extra-curricular';

export interface Occupation {
  key: string;
  /** Junior, mid-level and senior titles. */
  titles: [string, string, string];
  /** A title's qualifier as printed in a parenthesis: 'Staff Nurse (Agency)'. */
  qualifiers: string[];
  employers: string[];
  internTitle: string;
  bullets: string[];
  /** '{years}' is replaced by the person's years of experience, in words. */
  summary: string;
  field: string;
  masterField: string;
  /** Degree names that replace the country's usual ones for this field. */
  degrees?: { bachelor?: string; master?: string };
  skills: { name: string; skills: string[] }[];
  certifications: { name: string; issuer: string }[];
  /** Field-specific names of the experience section. */
  experienceHeadings: string[];
  /** Letters after the name, printed on a line of their own. */
  credentials?: string[];
  extras: ExtraKind[];
  /** Subjects for publications and projects. */
  topics: string[];
}

export const OCCUPATIONS: Occupation[] = [
  {
    key: 'nurse',
    titles: ['Staff Nurse', 'Senior Staff Nurse', 'Clinical Nurse Manager'],
    qualifiers: ['(Agency)', '(Night Shift)', '(Part-time)'],
    employers: [
      'Brightwater General Hospital',
      'Saint Aldric Medical Centre',
      'Harrowgate Community Health Trust',
      'Lindenfield Children’s Hospital',
      'Marlow Vale Hospice',
      'Quillon Regional Hospital',
    ],
    internTitle: 'Student Nurse Placement',
    bullets: [
      'Cared for up to eight acute medical patients per shift',
      'Administered medicines and IV therapy under hospital protocols',
      'Led the ward’s falls-prevention audit, cutting falls by 30%',
      'Mentored twelve student nurses through their placements',
      'Coordinated discharges with social workers and families',
      'Trained colleagues on the new electronic observation charts',
      'Triaged patients in a 40-bed emergency department',
      'Kept wound-care records that passed every quarterly audit',
    ],
    summary:
      'Registered nurse with {years} years of acute and emergency care. Calm under pressure, careful with medicines and records, and keen to teach.',
    field: 'Nursing',
    masterField: 'Advanced Clinical Practice',
    skills: [
      {
        name: 'Clinical',
        skills: ['IV Therapy', 'Wound Care', 'Triage', 'Medication Administration'],
      },
      { name: 'Systems', skills: ['Electronic Health Records', 'Observation Charts'] },
      { name: 'Care', skills: ['Patient Education', 'Discharge Planning'] },
    ],
    certifications: [
      { name: 'Advanced Life Support', issuer: 'Resuscitation Council of Westmark' },
      { name: 'Critical Care Certificate', issuer: 'Board of Nursing Specialties of Northvale' },
    ],
    experienceHeadings: ['Clinical Experience', 'Nursing Experience'],
    credentials: ['RN, BSN, CCRN', 'RN, BSc', 'RGN, BSc (Hons)'],
    extras: ['licences', 'registration', 'extra-curricular'],
    topics: ['Falls prevention on acute medical wards', 'Night-shift handover quality'],
  },
  {
    key: 'lawyer',
    titles: ['Associate', 'Senior Associate', 'Counsel'],
    qualifiers: ['(Secondment)', '(Litigation)', '(Contract)'],
    employers: [
      'Kestrel & Moore LLP',
      'Ashdown Varga Legal',
      'Pellham Strand Solicitors',
      'Orrin Castell Attorneys',
      'Blackwood Meridian Law',
      'Thistlebrook Partners',
    ],
    internTitle: 'Legal Intern',
    bullets: [
      'Advised technology clients on commercial contracts and licensing',
      'Drafted and negotiated share purchase agreements up to 40 million',
      'Ran document review for a twelve-lawyer litigation team',
      'Argued interlocutory applications before the commercial court',
      'Wrote the firm’s guidance notes on data protection',
      'Supervised two trainees and three paralegals',
      'Managed due diligence for eleven acquisitions',
      'Handled pro bono tenancy cases for a neighbourhood law centre',
    ],
    summary:
      'Commercial lawyer with {years} years of transactional and disputes work. Clear drafting, steady negotiation and practical advice.',
    field: 'Law',
    masterField: 'Commercial Law',
    degrees: { bachelor: 'Bachelor of Laws', master: 'Master of Laws' },
    skills: [
      {
        name: 'Practice Areas',
        skills: ['Commercial Contracts', 'Mergers and Acquisitions', 'Data Protection'],
      },
      { name: 'Litigation', skills: ['Legal Research', 'Drafting', 'Advocacy'] },
      { name: 'Tools', skills: ['Document Review Platforms', 'Case Management Systems'] },
    ],
    certifications: [{ name: 'Certified Mediator', issuer: 'Northvale Mediation Institute' }],
    experienceHeadings: ['Legal Experience', 'Legal Practice'],
    credentials: ['JD', 'LLB, LLM'],
    extras: ['bar-admissions', 'publications', 'board-positions'],
    topics: ['Liability caps in software licences', 'Remote hearings and fairness'],
  },
  {
    key: 'teacher',
    titles: ['Teacher', 'Senior Teacher', 'Head of Department'],
    qualifiers: ['(Maternity Cover)', '(Part-time)', '(Fixed Term)'],
    employers: [
      'Elmhurst Park School',
      'Saint Wendel Academy',
      'Ridgecrest High School',
      'Kingsmere Grammar School',
      'Larkspur International School',
      'Hollowmere Primary School',
    ],
    internTitle: 'Teaching Practicum',
    bullets: [
      'Taught mathematics to classes of 30 from ages 11 to 18',
      'Raised the pass rate in final exams from 68% to 84%',
      'Wrote a new scheme of work for the lower school',
      'Ran the after-school coding club for 40 students',
      'Coached four new teachers through their first year',
      'Led parents’ evenings and wrote termly reports',
      'Organised the annual science fair with 300 visitors',
      'Adapted lessons for students with special educational needs',
    ],
    summary:
      'Secondary teacher with {years} years in the classroom. Clear explanations, high expectations and a calm, organised room.',
    field: 'Mathematics Education',
    masterField: 'Educational Leadership',
    skills: [
      { name: 'Teaching', skills: ['Curriculum Design', 'Differentiation', 'Assessment'] },
      { name: 'Technology', skills: ['Learning Platforms', 'Interactive Whiteboards'] },
      { name: 'Leadership', skills: ['Mentoring', 'Timetabling'] },
    ],
    certifications: [
      { name: 'Qualified Teacher Status', issuer: 'Westmark Teaching Council' },
      { name: 'Safeguarding Level 2', issuer: 'Child Safety Academy' },
    ],
    experienceHeadings: ['Teaching Experience', 'Teaching Posts'],
    extras: ['extra-curricular', 'projects'],
    topics: ['Peer tutoring in algebra', 'A school-wide reading programme'],
  },
  {
    key: 'accountant',
    titles: ['Accountant', 'Senior Accountant', 'Finance Manager'],
    qualifiers: ['(Interim)', '(Contract)', '(Part-time)'],
    employers: [
      'Harlow Penrose Accountants',
      'Greystone Ledger Partners',
      'Velmora Foods Group',
      'Cinderfield Logistics Holdings',
      'Oakhaven Audit Services',
      'Tamsin Reed & Co.',
    ],
    internTitle: 'Audit Intern',
    bullets: [
      'Closed the monthly books in four working days instead of nine',
      'Prepared statutory accounts for twelve group companies',
      'Led the year-end audit with the external auditors',
      'Built a cash-flow forecast that the board now uses each week',
      'Reconciled intercompany balances across five currencies',
      'Cut supplier payment errors by half with a new approval flow',
      'Filed VAT and corporate tax returns on time for six years',
      'Trained the accounts payable team on the new ERP system',
    ],
    summary:
      'Qualified accountant with {years} years in audit and industry. Accurate, quick at month end and good at explaining numbers to people who are not accountants.',
    field: 'Accounting and Finance',
    masterField: 'Finance',
    skills: [
      { name: 'Accounting', skills: ['Financial Reporting', 'IFRS', 'Audit', 'Tax Returns'] },
      { name: 'Software', skills: ['SAP', 'Excel', 'Power BI'] },
      { name: 'Analysis', skills: ['Forecasting', 'Budgeting'] },
    ],
    certifications: [
      { name: 'Chartered Accountant', issuer: 'Institute of Accountants of Westmark' },
      { name: 'Certified Public Accountant', issuer: 'Northvale Board of Accountancy' },
    ],
    experienceHeadings: ['Professional Experience', 'Career History'],
    credentials: ['CPA', 'ACA', 'CA'],
    extras: ['board-positions', 'extra-curricular'],
    topics: ['Month-end close automation'],
  },
  {
    key: 'software',
    titles: ['Software Engineer', 'Senior Software Engineer', 'Staff Engineer'],
    qualifiers: ['(Contract)', '(Backend)', '(Platform)'],
    employers: [
      'Quillfeather Software',
      'Nimbus Pike Technologies',
      'Larchway Systems',
      'Brambleton Labs',
      'Cobaltreef Digital',
      'Sundial Payments',
    ],
    internTitle: 'Software Engineering Intern',
    bullets: [
      'Built a payment service handling 3 million requests a day',
      'Cut page load time by 40% by moving rendering to the server',
      'Moved 60 services to containers with zero downtime',
      'Wrote the team’s on-call runbooks and halved incident time',
      'Designed the public REST API used by 200 partner companies',
      'Reviewed code and mentored three junior engineers',
      'Added end-to-end tests that caught 90% of regressions before release',
      'Replaced a nightly batch job with an event stream',
    ],
    summary:
      'Software engineer with {years} years building web services and the tools around them. Happy in TypeScript, Go and SQL; cares about tests and clear code.',
    field: 'Computer Science',
    masterField: 'Software Engineering',
    skills: [
      { name: 'Languages', skills: ['TypeScript', 'Go', 'Python', 'SQL'] },
      { name: 'Platforms', skills: ['PostgreSQL', 'Kubernetes', 'AWS'] },
      { name: 'Practices', skills: ['Code Review', 'Testing', 'CI/CD'] },
    ],
    certifications: [{ name: 'Cloud Solutions Architect', issuer: 'Nimbus Cloud Academy' }],
    experienceHeadings: ['Engineering Experience', 'Software Development Experience'],
    extras: ['projects', 'extra-curricular'],
    topics: ['An open-source rate limiter', 'A static site generator for documentation'],
  },
  {
    key: 'chef',
    titles: ['Commis Chef', 'Sous Chef', 'Head Chef'],
    qualifiers: ['(Seasonal)', '(Pastry)', '(Banqueting)'],
    employers: [
      'The Gilded Heron',
      'Maison Tavernier',
      'Saltmarsh Kitchen',
      'Hotel Belvaro',
      'Copperpot Brasserie',
      'Wildthyme Catering',
    ],
    internTitle: 'Kitchen Trainee',
    bullets: [
      'Ran a brigade of eight for 180 covers a night',
      'Wrote seasonal menus with local suppliers',
      'Cut food waste by 25% through stock rotation and specials',
      'Kept a five-star food hygiene rating through three inspections',
      'Trained new commis chefs on every section',
      'Costed dishes to hold a 70% gross margin',
      'Catered weddings and events of up to 400 guests',
      'Built the pastry section’s bread programme',
    ],
    summary:
      'Chef with {years} years in restaurants and hotels. Loves seasonal produce, runs a tidy, calm kitchen and knows the numbers behind every plate.',
    field: 'Culinary Arts',
    masterField: 'Hospitality Management',
    skills: [
      { name: 'Cooking', skills: ['Sauces', 'Butchery', 'Pastry', 'Menu Development'] },
      { name: 'Kitchen Management', skills: ['Food Costing', 'Stock Control', 'Rota Planning'] },
      { name: 'Safety', skills: ['HACCP', 'Allergen Management'] },
    ],
    certifications: [
      { name: 'Food Hygiene Level 3', issuer: 'Westmark Food Safety Board' },
      { name: 'HACCP Certificate', issuer: 'Institute of Kitchen Safety' },
    ],
    experienceHeadings: ['Kitchen Experience', 'Culinary Experience'],
    extras: ['extra-curricular'],
    topics: ['Fermented vegetables for restaurant menus'],
  },
  {
    key: 'civil',
    titles: ['Graduate Civil Engineer', 'Civil Engineer', 'Senior Civil Engineer'],
    qualifiers: ['(Contract)', '(Site Based)', '(Structures)'],
    employers: [
      'Harwick Stone Engineering',
      'Meridale Infrastructure',
      'Corvane Consulting Engineers',
      'Blue Ford Construction',
      'Tallis Bridgeworks',
      'Ashgrove Water Authority',
    ],
    internTitle: 'Site Engineering Intern',
    bullets: [
      'Designed reinforced concrete foundations for a six-storey school',
      'Managed a 12 million road upgrade from tender to handover',
      'Checked temporary works designs for two river crossings',
      'Ran site surveys and set-out with total stations',
      'Wrote method statements and risk assessments for site teams',
      'Led a drainage study for a 200-home development',
      'Coordinated eight subcontractors on a busy urban site',
      'Modelled bridge loads and reported to the client',
    ],
    summary:
      'Civil engineer with {years} years on roads, bridges and drainage, in design offices and on site. Practical, safety-minded and good with clients.',
    field: 'Civil Engineering',
    masterField: 'Structural Engineering',
    skills: [
      { name: 'Design', skills: ['Structural Analysis', 'Reinforced Concrete', 'Drainage Design'] },
      { name: 'Software', skills: ['AutoCAD', 'Civil 3D', 'Revit'] },
      { name: 'Site', skills: ['Surveying', 'Temporary Works', 'Contract Administration'] },
    ],
    certifications: [
      { name: 'Chartered Engineer', issuer: 'Institution of Civil Engineers of Westmark' },
      { name: 'Site Safety Passport', issuer: 'Construction Skills Board' },
    ],
    experienceHeadings: ['Engineering Experience', 'Project Experience'],
    credentials: ['CEng, MICE', 'PE', 'BEng, MSc'],
    extras: ['projects', 'registration', 'publications'],
    topics: ['Footbridge over the Kell river', 'Flood storage for the Westbrook estate'],
  },
  {
    key: 'researcher',
    titles: ['Postdoctoral Researcher', 'Lecturer', 'Associate Professor'],
    qualifiers: ['(Visiting)', '(Fixed Term)', '(Part-time)'],
    employers: [
      'University of Westbridge',
      'Northvale Institute of Technology',
      'Carrow Hill University',
      'Saint Ives Institute for Marine Science',
      'Lowmoor College',
      'Halden Research Centre',
    ],
    internTitle: 'Research Assistant',
    bullets: [
      'Led a research group of four PhD students and two postdocs',
      'Taught undergraduate statistics to 250 students a year',
      'Published eleven peer-reviewed papers on coastal ecology',
      'Ran fieldwork on three research cruises',
      'Built the lab’s data pipeline for sensor measurements',
      'Served on the faculty ethics committee',
      'Supervised 14 master’s theses',
      'Reviewed for four international journals',
    ],
    summary:
      'Marine ecologist with {years} years of research and teaching. Fieldwork, statistics and clear writing for scientists and the public.',
    field: 'Marine Biology',
    masterField: 'Ecology',
    skills: [
      {
        name: 'Research Methods',
        skills: ['Field Sampling', 'Statistical Modelling', 'Experimental Design'],
      },
      { name: 'Computing', skills: ['R', 'Python', 'GIS'] },
      { name: 'Teaching', skills: ['Lecturing', 'Thesis Supervision'] },
    ],
    certifications: [
      { name: 'Scientific Diving Certificate', issuer: 'Marine Safety Council of Northvale' },
    ],
    experienceHeadings: ['Academic Appointments', 'Academic Positions', 'Research Experience'],
    credentials: ['PhD', 'PhD, FHEA'],
    extras: ['publications', 'grants', 'board-positions'],
    topics: [
      'Seagrass recovery after storm surges',
      'Kelp forest mapping with low-cost drones',
      'Microplastics in estuary sediments',
    ],
  },
  {
    key: 'sales',
    titles: ['Sales Representative', 'Account Executive', 'Regional Sales Manager'],
    qualifiers: ['(Enterprise)', '(Field Sales)', '(Contract)'],
    employers: [
      'Vantor Office Supplies',
      'Glimmerline Cosmetics',
      'Redwater Beverages',
      'Ostrander Medical Devices',
      'Peakline Software Sales',
      'Harbourside Motors',
    ],
    internTitle: 'Sales Intern',
    bullets: [
      'Beat the yearly sales target by 28% two years running',
      'Opened 45 new retail accounts in the northern region',
      'Managed a portfolio of 60 key accounts worth 8 million',
      'Ran product demonstrations at twelve trade fairs',
      'Trained five new representatives on the sales process',
      'Kept the CRM pipeline clean and forecasts within 5%',
      'Negotiated three-year supply contracts with distributors',
      'Won the company’s salesperson of the year award',
    ],
    summary:
      'Sales professional with {years} years of business-to-business sales. Builds long customer relationships and closes.',
    field: 'Business Administration',
    masterField: 'Marketing Management',
    skills: [
      { name: 'Sales', skills: ['Negotiation', 'Account Management', 'Prospecting'] },
      { name: 'Tools', skills: ['Salesforce', 'HubSpot', 'Excel'] },
      { name: 'Communication', skills: ['Presentations', 'Trade Fairs'] },
    ],
    certifications: [{ name: 'Certified Sales Professional', issuer: 'Westmark Sales Institute' }],
    experienceHeadings: ['Sales Experience', 'Commercial Experience'],
    extras: ['extra-curricular', 'board-positions'],
    topics: [],
  },
  {
    key: 'logistics',
    titles: ['Logistics Coordinator', 'Warehouse Supervisor', 'Logistics Manager'],
    qualifiers: ['(Temporary)', '(Night Shift)', '(Contract)'],
    employers: [
      'Farrowgate Freight',
      'Cinderfield Logistics',
      'Northwind Distribution',
      'Palisade Shipping Lines',
      'Greenmoor Cold Chain',
      'Ironbridge Parcel Services',
    ],
    internTitle: 'Operations Intern',
    bullets: [
      'Ran a 24-hour warehouse with 70 staff and 30,000 pallet spaces',
      'Cut late deliveries from 9% to 2% by re-planning routes',
      'Introduced barcode scanning for every inbound pallet',
      'Negotiated haulage rates with eight carriers',
      'Kept an accident-free record for 900 days',
      'Planned peak-season staffing and overtime',
      'Managed customs paperwork for imports from Asia',
      'Reported weekly KPIs to the operations director',
    ],
    summary:
      'Logistics manager with {years} years in warehousing and transport. Keeps goods moving, people safe and costs down.',
    field: 'Supply Chain Management',
    masterField: 'Logistics',
    skills: [
      {
        name: 'Operations',
        skills: ['Warehouse Management', 'Route Planning', 'Inventory Control'],
      },
      { name: 'Systems', skills: ['WMS', 'SAP', 'Excel'] },
      { name: 'Compliance', skills: ['Customs Clearance', 'Health and Safety'] },
    ],
    certifications: [
      { name: 'Forklift Instructor Licence', issuer: 'Westmark Lift Truck Association' },
      { name: 'Certificate in Transport Management', issuer: 'Northvale Transport Institute' },
    ],
    experienceHeadings: ['Operations Experience', 'Employment'],
    extras: ['licences', 'extra-curricular'],
    topics: [],
  },
  {
    key: 'designer',
    titles: ['Junior Designer', 'Graphic Designer', 'Senior Product Designer'],
    qualifiers: ['(Freelance)', '(Contract)', '(Part-time)'],
    employers: [
      'Studio Pennywhistle',
      'Lumen & Slate Design',
      'Foxglove Creative',
      'Marigold Interactive',
      'Tessellate Agency',
      'Brightloom Media',
    ],
    internTitle: 'Design Intern',
    bullets: [
      'Redesigned the checkout flow, lifting conversion by 18%',
      'Built and ran the company’s design system',
      'Ran user interviews and usability tests every sprint',
      'Designed packaging for a range of 40 products',
      'Art-directed photo shoots for seasonal campaigns',
      'Worked with engineers to ship accessible components',
      'Created brand identities for nine small businesses',
      'Presented concepts to clients and senior leadership',
    ],
    summary:
      'Designer with {years} years across brand and product. Research-led, detail-minded and at home with engineers.',
    field: 'Graphic Design',
    masterField: 'Interaction Design',
    degrees: { bachelor: 'Bachelor of Arts' },
    skills: [
      { name: 'Design Tools', skills: ['Figma', 'Adobe Illustrator', 'InDesign'] },
      { name: 'Disciplines', skills: ['Branding', 'User Research', 'Prototyping'] },
      { name: 'Front End', skills: ['HTML', 'CSS'] },
    ],
    certifications: [{ name: 'Accessibility Specialist', issuer: 'Open Access Design Guild' }],
    experienceHeadings: ['Design Experience', 'Creative Experience'],
    extras: ['projects', 'extra-curricular'],
    topics: ['A wayfinding system for a city museum', 'A typeface for signage'],
  },
  {
    key: 'pharmacist',
    titles: ['Pharmacist', 'Clinical Pharmacist', 'Lead Pharmacist'],
    qualifiers: ['(Locum)', '(Relief)', '(Part-time)'],
    employers: [
      'Greenleaf Pharmacy',
      'Brightwater General Hospital',
      'Caldor Health Pharmacies',
      'Medirose Community Pharmacy',
      'Saint Aldric Medical Centre',
      'Fennick Pharmaceuticals',
    ],
    internTitle: 'Pre-registration Pharmacist',
    bullets: [
      'Checked and dispensed up to 400 prescriptions a day',
      'Ran medicine reviews for patients on five or more medicines',
      'Set up a flu vaccination service that gave 1,200 jabs a season',
      'Advised doctors on dosing in kidney impairment',
      'Managed controlled drugs registers and audits',
      'Trained dispensing staff on new procedures',
      'Reduced stock losses by 20% with better ordering',
      'Led the antimicrobial stewardship rounds',
    ],
    summary:
      'Pharmacist with {years} years in community and hospital pharmacy. Safe, careful dispensing and clear advice for patients and doctors.',
    field: 'Pharmacy',
    masterField: 'Clinical Pharmacy',
    degrees: { bachelor: 'Bachelor of Pharmacy', master: 'Master of Pharmacy' },
    skills: [
      { name: 'Clinical', skills: ['Medicine Reviews', 'Dosing', 'Vaccination'] },
      { name: 'Operations', skills: ['Dispensing', 'Controlled Drugs', 'Stock Management'] },
      { name: 'Systems', skills: ['Pharmacy Management Systems'] },
    ],
    certifications: [
      { name: 'Independent Prescriber', issuer: 'Pharmacy Council of Westmark' },
      { name: 'Vaccination Training', issuer: 'Northvale Pharmacy School' },
    ],
    experienceHeadings: ['Pharmacy Experience', 'Professional Background'],
    credentials: ['PharmD', 'MPharm'],
    extras: ['registration', 'licences', 'publications'],
    topics: ['Medicine reviews in care homes'],
  },
  {
    key: 'electrician',
    titles: ['Apprentice Electrician', 'Electrician', 'Electrical Supervisor'],
    qualifiers: ['(Subcontract)', '(Maintenance)', '(Temporary)'],
    employers: [
      'Sparkwell Electrical Services',
      'Halden & Sons Electrical',
      'Brightline Facilities',
      'Voltara Installations',
      'Copperfield Maintenance',
      'Northgate Building Services',
    ],
    internTitle: 'Electrical Apprentice',
    bullets: [
      'Installed wiring and distribution boards in new-build homes',
      'Tested and certified commercial installations',
      'Found and fixed faults in industrial control panels',
      'Supervised a team of six electricians on a hospital refit',
      'Fitted solar panels and battery storage for 80 homes',
      'Kept every job in line with the wiring regulations',
      'Planned maintenance for a 20-building campus',
      'Trained apprentices in safe isolation',
    ],
    summary:
      'Qualified electrician with {years} years of domestic, commercial and industrial work. Safe, tidy and reliable.',
    field: 'Electrical Installation',
    masterField: 'Electrical Engineering',
    degrees: { bachelor: 'National Diploma' },
    skills: [
      { name: 'Installation', skills: ['Wiring', 'Distribution Boards', 'Solar PV'] },
      { name: 'Testing', skills: ['Inspection and Testing', 'Fault Finding'] },
      { name: 'Safety', skills: ['Safe Isolation', 'Risk Assessment'] },
    ],
    certifications: [
      { name: 'Inspection and Testing Certificate', issuer: 'Westmark Electrical Board' },
      { name: 'Solar PV Installer', issuer: 'Renewable Trades Council' },
    ],
    experienceHeadings: ['Work History', 'Employment History'],
    extras: ['licences', 'projects'],
    topics: ['Campus lighting upgrade to LED'],
  },
  {
    key: 'marketing',
    titles: ['Marketing Assistant', 'Marketing Manager', 'Head of Marketing'],
    qualifiers: ['(Interim)', '(Maternity Cover)', '(Contract)'],
    employers: [
      'Bluefinch Travel',
      'Orchard Lane Foods',
      'Pivotal Fitness Clubs',
      'Silverbirch Publishing',
      'Kiteworks Media',
      'Hollin Outdoor Gear',
    ],
    internTitle: 'Marketing Intern',
    bullets: [
      'Grew organic traffic by 150% in eighteen months',
      'Ran a 2 million yearly budget across search and social',
      'Launched a loyalty programme with 80,000 members',
      'Managed a team of four and two agencies',
      'Raised email revenue by 35% with lifecycle campaigns',
      'Built monthly reporting dashboards for the board',
      'Produced the brand’s first video campaign',
      'Ran A/B tests on landing pages every week',
    ],
    summary:
      'Marketer with {years} years in consumer brands. Data-driven, creative and comfortable owning a budget.',
    field: 'Marketing',
    masterField: 'Digital Marketing',
    skills: [
      { name: 'Channels', skills: ['SEO', 'Paid Search', 'Email Marketing', 'Social Media'] },
      { name: 'Analytics', skills: ['Google Analytics', 'Looker Studio'] },
      { name: 'Content', skills: ['Copywriting', 'Video Production'] },
    ],
    certifications: [{ name: 'Digital Marketing Diploma', issuer: 'Westmark Marketing Institute' }],
    experienceHeadings: ['Marketing Experience', 'Career'],
    extras: ['extra-curricular', 'projects', 'board-positions'],
    topics: ['A travel podcast with 20,000 listeners'],
  },
];
