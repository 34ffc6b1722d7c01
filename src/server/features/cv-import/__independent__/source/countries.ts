/**
 * The countries whose CV conventions the independent corpus follows: date formats, degree
 * names, grade systems, school-leaving qualifications and the personal-details block.
 * Schools and universities are invented; the surnames are chosen so that no one person is
 * meant.
 */
import type { DateStyle } from './dates.ts';
import type { Random } from './random.ts';

interface SchoolLeaving {
  degree: string;
  field: string;
  schools: string[];
  grades: string[];
}

export interface Country {
  key: string;
  nationality: string;
  firstNames: string[];
  lastNames: string[];
  cities: string[];
  phone(r: Random): string;
  dateStyles: DateStyle[];
  bachelor(occupation: string, override?: string): string;
  master(override?: string): string;
  phd: string;
  universities: string[];
  grades: string[];
  leaving?: SchoolLeaving;
  /** The person's own language and level, then others. */
  languages: { name: string; level: string }[][];
  /** Whether CVs of this country usually carry a personal-details block. */
  personalDetails: boolean;
  /** Date of birth as this country prints it. */
  birthDate(day: number, month: number, year: number): string;
  /** Whether internships are a usual part of a CV here. */
  internships: boolean;
}

const d = (r: Random, n: number) => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
const pad = (n: number) => String(n).padStart(2, '0');
const ds = (
  format: DateStyle['format'],
  current: DateStyle['current'],
  separator: DateStyle['separator'] = ' – ',
  since = false,
): DateStyle => ({ format, current, separator, since });

const LONG = (fallback: string) => (_occupation: string, override?: string) => override ?? fallback;

export const COUNTRIES: Country[] = [
  {
    key: 'us',
    nationality: 'American',
    firstNames: [
      'Jordan',
      'Melissa',
      'Tyrone',
      'Kayla',
      'Brandon',
      'Rosalind',
      'Dwayne',
      'Heather',
    ],
    lastNames: [
      'Whitcombe',
      'Delacroix-Hayes',
      'Brennigan',
      'Okafor-Lind',
      'Prescott',
      'Vandermeer',
    ],
    cities: ['Columbus, OH', 'Austin, TX', 'Portland, OR', 'Raleigh, NC', 'Madison, WI'],
    phone: (r) => `(${r.pick(['614', '512', '503', '919', '608'])}) 555-01${d(r, 2)}`,
    dateStyles: [
      ds('month-year', 'Present'),
      ds('mon-year', 'Present'),
      ds('mm/yyyy', 'Present', ' - '),
      ds('yyyy', 'present', '–'),
      ds('mon-year', 'Current', ' – '),
    ],
    bachelor: LONG('Bachelor of Science'),
    master: (o) => o ?? 'Master of Science',
    phd: 'PhD',
    universities: [
      'Lakeshore State University',
      'Northvale Institute of Technology',
      'University of Carrow Hill',
      'Saint Brendan College',
    ],
    grades: ['GPA 3.7/4.0', 'GPA 3.5/4.0', 'magna cum laude'],
    languages: [
      [
        { name: 'English', level: 'Native' },
        { name: 'Spanish', level: 'Conversational' },
      ],
    ],
    personalDetails: false,
    birthDate: (day, month, year) => `${pad(month)}/${pad(day)}/${year}`,
    internships: false,
  },
  {
    key: 'uk',
    nationality: 'British',
    firstNames: ['Harriet', 'Callum', 'Imogen', 'Rhys', 'Niamh', 'Oliver', 'Priya', 'Euan'],
    lastNames: ['Ashworth', 'Pembridge', 'Fairweather', 'Collingwood', 'Thistlewood', 'Marchbank'],
    cities: [
      'Leeds, UK',
      'Bristol, UK',
      'Manchester, United Kingdom',
      'Norwich, UK',
      'Cardiff, UK',
    ],
    phone: (r) => `+44 7700 900${d(r, 3)}`,
    dateStyles: [
      ds('mon-year', 'Present'),
      ds('mon-dot-year', 'Current'),
      ds('yyyy', 'present', '–'),
      ds('month-year', 'Now', ' to '),
      ds('mm/yyyy', 'Present'),
    ],
    bachelor: () => 'BSc (Hons)',
    master: () => 'MSc',
    phd: 'PhD',
    universities: [
      'University of Westbridge',
      'Kingsmere University',
      'Carrow Hill University',
      'Lowmoor College London',
    ],
    grades: ['First Class Honours', 'Upper Second Class (2:1)', 'Distinction', 'Merit'],
    leaving: {
      degree: 'A-levels',
      field: '',
      schools: ['Kingsbridge Sixth Form College', 'Saint Oswin’s School'],
      grades: ['Mathematics A*, Physics A, Chemistry B', 'English A, History A, French B'],
    },
    languages: [
      [
        { name: 'English', level: 'Native' },
        { name: 'French', level: 'Intermediate (B1)' },
      ],
    ],
    personalDetails: false,
    birthDate: (day, month, year) => `${pad(day)}/${pad(month)}/${year}`,
    internships: false,
  },
  {
    key: 'de',
    nationality: 'German',
    firstNames: ['Lukas', 'Johanna', 'Felix', 'Katharina', 'Jonas', 'Miriam', 'Tobias', 'Lena'],
    lastNames: [
      'Brandstetter',
      'Kühnemund',
      'Wachtelberg',
      'Fleischhauer',
      'Ostermaier',
      'Lindqvist-Roth',
    ],
    cities: ['Leipzig, Germany', 'Hamburg, Germany', 'Köln, Germany', 'Stuttgart, Germany'],
    phone: (r) => `+49 170 ${d(r, 7)}`,
    dateStyles: [
      ds('mm.yyyy', 'today'),
      ds('mm.yyyy', 'today', ' – ', true),
      ds('mon/yyyy', 'Present'),
      ds('yyyy', 'present', '–', true),
      ds('mm/yyyy', 'today', ' - '),
    ],
    bachelor: LONG('Bachelor of Science'),
    master: (o) => o ?? 'Master of Science',
    phd: 'Dr. rer. nat.',
    universities: [
      'Technische Hochschule Auenfeld',
      'Universität Lindenbrück',
      'Hochschule Mittelrhein-Tal',
    ],
    grades: ['Final grade 1.7', 'Grade 2.3', 'Grade 1.3 (very good)'],
    leaving: {
      degree: 'Abitur',
      field: '',
      schools: ['Goethe-Gymnasium Auenfeld', 'Humboldt-Schule Lindenbrück'],
      grades: ['Grade 1.9', 'Grade 2.4'],
    },
    languages: [
      [
        { name: 'German', level: 'Native' },
        { name: 'English', level: 'C1' },
        { name: 'Spanish', level: 'A2' },
      ],
    ],
    personalDetails: true,
    birthDate: (day, month, year) => `${pad(day)}.${pad(month)}.${year}`,
    internships: true,
  },
  {
    key: 'fr',
    nationality: 'French',
    firstNames: ['Camille', 'Théo', 'Manon', 'Baptiste', 'Élodie', 'Quentin', 'Inès', 'Mathis'],
    lastNames: ['Vaillancourt', 'Delorme-Ragot', 'Fauchereau', 'Brissac', 'Montcalvet', 'Lestrade'],
    cities: ['Lyon, France', 'Nantes, France', 'Toulouse, France', 'Lille, France'],
    phone: (r) => `+33 6 ${d(r, 2)} ${d(r, 2)} ${d(r, 2)} ${d(r, 2)}`,
    dateStyles: [
      ds('mon-dot-year', 'Now'),
      ds('mm/yyyy', 'today'),
      ds('month-year', 'Present'),
      ds('yyyy', 'Now', ' – ', true),
    ],
    bachelor: () => 'Licence',
    master: () => 'Master',
    phd: 'Doctorat',
    universities: [
      'Université de Val-Sorel',
      'Université Lumière de Brécy',
      'École Supérieure de Montagnac',
    ],
    grades: ['mention Bien', 'mention Assez bien', '15.2/20'],
    leaving: {
      degree: 'Baccalauréat général',
      field: '',
      schools: ['Lycée Jean-Moulin de Brécy', 'Lycée Sainte-Clotilde'],
      grades: ['mention Très bien', 'mention Bien'],
    },
    languages: [
      [
        { name: 'French', level: 'Native' },
        { name: 'English', level: 'Fluent (C1)' },
        { name: 'Italian', level: 'Basic' },
      ],
    ],
    personalDetails: true,
    birthDate: (day, month, year) => `${pad(day)}/${pad(month)}/${year}`,
    internships: true,
  },
  {
    key: 'in',
    nationality: 'Indian',
    firstNames: ['Aarav', 'Ananya', 'Rohan', 'Priyanka', 'Vikram', 'Sneha', 'Karthik', 'Divya'],
    lastNames: [
      'Raghunathan',
      'Kulkarni-Deshpande',
      'Venkataswamy',
      'Bhattacharjee',
      'Iyengar',
      'Malhotra',
    ],
    cities: [
      'Pune, India',
      'Bengaluru, India',
      'Chennai, India',
      'Hyderabad, India',
      'Jaipur, India',
    ],
    phone: (r) => `+91 98${d(r, 3)} ${d(r, 5)}`,
    dateStyles: [
      ds('mon-year', 'Till Date'),
      ds('month-year', 'to date'),
      ds('mon-year', 'Present', ' - '),
      ds('mm/yyyy', 'Till Date', ' - '),
    ],
    bachelor: (occupation) =>
      ({
        software: 'B.Tech',
        civil: 'B.E.',
        electrician: 'Diploma',
        accountant: 'B.Com',
        sales: 'BBA',
        marketing: 'BBA',
        lawyer: 'LL.B.',
        pharmacist: 'B.Pharm',
      })[occupation] ?? 'B.Sc.',
    master: () => 'M.Sc.',
    phd: 'Ph.D.',
    universities: [
      'Coastal Institute of Engineering, Pune',
      'Deccan Valley University',
      'Sri Ramana College of Science',
    ],
    grades: ['CGPA 8.4/10', 'First Class with Distinction, 78%', '72%'],
    leaving: {
      degree: 'Class XII (CBSE)',
      field: 'Science',
      schools: ['Kendriya Lakeside Senior Secondary School', 'Sunrise Public School, Pune'],
      grades: ['91.4%', '86.2%'],
    },
    languages: [
      [
        { name: 'English', level: 'Fluent' },
        { name: 'Hindi', level: 'Native' },
        { name: 'Marathi', level: 'Native' },
      ],
    ],
    personalDetails: true,
    birthDate: (day, month, year) => `${pad(day)}-${pad(month)}-${year}`,
    internships: true,
  },
  {
    key: 'ng',
    nationality: 'Nigerian',
    firstNames: [
      'Chiamaka',
      'Oluwaseun',
      'Ifeoma',
      'Babatunde',
      'Ngozi',
      'Emeka',
      'Funmilayo',
      'Tochukwu',
    ],
    lastNames: [
      'Adebayo-Crane',
      'Okonkwo-Bell',
      'Nwachukwu',
      'Oyelaran',
      'Ezeamaka',
      'Balogun-Hart',
    ],
    cities: ['Lagos, Nigeria', 'Abuja, Nigeria', 'Port Harcourt, Nigeria', 'Ibadan, Nigeria'],
    phone: (r) => `+234 803 555 ${d(r, 4)}`,
    dateStyles: [
      ds('mon-year', 'Present'),
      ds('month-year', 'to date'),
      ds('yyyy', 'to date', ' - '),
      ds('mm/yyyy', 'Present'),
    ],
    bachelor: () => 'B.Sc.',
    master: () => 'M.Sc.',
    phd: 'Ph.D.',
    universities: [
      'University of Ikorodu Lagoon',
      'Federal University of Technology, Oke-Ilu',
      'Crestview University',
    ],
    grades: ['Second Class Upper', 'First Class', 'Second Class Lower'],
    leaving: {
      degree: 'WASSCE',
      field: '',
      schools: ['Kingsway College, Lagos', 'Federal Government College, Oke-Ilu'],
      grades: ['7 credits including English and Mathematics', '8 credits'],
    },
    languages: [
      [
        { name: 'English', level: 'Fluent' },
        { name: 'Yoruba', level: 'Native' },
        { name: 'Igbo', level: 'Conversational' },
      ],
    ],
    personalDetails: true,
    birthDate: (day, month, year) => `${pad(day)}/${pad(month)}/${year}`,
    internships: false,
  },
  {
    key: 'br',
    nationality: 'Brazilian',
    firstNames: [
      'Thiago',
      'Larissa',
      'Gustavo',
      'Fernanda',
      'Rafael',
      'Juliana',
      'Caio',
      'Beatriz',
    ],
    lastNames: [
      'Albuquerque Neves',
      'Fontoura',
      'Carvalhal',
      'Sampaio Prado',
      'Teixeira Lobo',
      'Brandão',
    ],
    cities: ['São Paulo, Brazil', 'Curitiba, Brazil', 'Recife, Brazil', 'Belo Horizonte, Brazil'],
    phone: (r) => `+55 11 9${d(r, 4)}-${d(r, 4)}`,
    dateStyles: [
      ds('mon/yyyy', 'Current'),
      ds('mm/yyyy', 'Current', ' - '),
      ds('mon-year', 'Present'),
      ds('mon/yyyy', 'Now', ' - '),
    ],
    bachelor: () => 'Bacharelado',
    master: () => 'Mestrado',
    phd: 'Doutorado',
    universities: [
      'Universidade Federal de Serra Clara',
      'Universidade Paulista do Vale',
      'Faculdade Horizonte Azul',
    ],
    grades: ['CR 8.7/10', 'GPA 8.2/10'],
    leaving: {
      degree: 'Ensino Médio',
      field: '',
      schools: ['Colégio Estadual Monte Verde', 'Colégio São Tadeu'],
      grades: [],
    },
    languages: [
      [
        { name: 'Portuguese', level: 'Native' },
        { name: 'English', level: 'Advanced' },
        { name: 'Spanish', level: 'Intermediate' },
      ],
    ],
    personalDetails: true,
    birthDate: (day, month, year) => `${pad(day)}/${pad(month)}/${year}`,
    internships: true,
  },
  {
    key: 'jp',
    nationality: 'Japanese',
    firstNames: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Mei', 'Kaito', 'Sakura'],
    lastNames: ['Takamori', 'Kisaragi', 'Hoshizaki', 'Murakoshi', 'Tsukimoto', 'Inoshita'],
    cities: ['Osaka, Japan', 'Yokohama, Japan', 'Fukuoka, Japan', 'Sapporo, Japan'],
    phone: (r) => `+81 90-${d(r, 4)}-${d(r, 4)}`,
    dateStyles: [ds('yyyy/mm', 'Present'), ds('mon-year', 'Present'), ds('yyyy/mm', 'Now', ' - ')],
    bachelor: LONG('Bachelor of Engineering'),
    master: (o) => o ?? 'Master of Engineering',
    phd: 'PhD',
    universities: [
      'Higashiyama University',
      'Kisogawa Institute of Technology',
      'Minatomirai College',
    ],
    grades: ['GPA 3.4/4.0', 'GPA 3.6/4.0'],
    languages: [
      [
        { name: 'Japanese', level: 'Native' },
        { name: 'English', level: 'Business level (TOEIC 860)' },
      ],
    ],
    personalDetails: true,
    birthDate: (day, month, year) => `${year}/${pad(month)}/${pad(day)}`,
    internships: false,
  },
  {
    key: 'au',
    nationality: 'Australian',
    firstNames: ['Lachlan', 'Matilda', 'Hamish', 'Chloe', 'Angus', 'Tahlia', 'Declan', 'Isla'],
    lastNames: ['Kingsford-Ward', 'Ballantyne', 'Merriwether', 'Haverstock', 'Dunmore', 'Quayle'],
    cities: ['Brisbane, QLD', 'Perth, WA', 'Adelaide, SA', 'Hobart, TAS'],
    phone: (r) => `+61 491 570 ${d(r, 3)}`,
    dateStyles: [
      ds('mon-year', 'Now'),
      ds('mon-year', 'Present'),
      ds('yyyy', 'Current', ' - '),
      ds('month-year', 'Current'),
    ],
    bachelor: LONG('Bachelor of Science'),
    master: (o) => o ?? 'Master of Science',
    phd: 'PhD',
    universities: [
      'University of Moreton Bay',
      'Swanbourne Institute of Technology',
      'Derwent River University',
    ],
    grades: ['Distinction average', 'High Distinction', 'WAM 72'],
    leaving: {
      degree: 'Higher School Certificate (HSC)',
      field: '',
      schools: ['Banksia Ridge High School', 'Saint Columba’s College'],
      grades: ['ATAR 93.15', 'ATAR 88.40'],
    },
    languages: [
      [
        { name: 'English', level: 'Native' },
        { name: 'Mandarin', level: 'Basic' },
      ],
    ],
    personalDetails: false,
    birthDate: (day, month, year) => `${pad(day)}/${pad(month)}/${year}`,
    internships: false,
  },
  {
    key: 'ca',
    nationality: 'Canadian',
    firstNames: ['Gabrielle', 'Liam', 'Maëlle', 'Owen', 'Simone', 'Nolan', 'Aisha', 'Étienne'],
    lastNames: ['Beaulieu-Strand', 'MacTavish', 'Lapointe', 'Thorburn', 'Desrochers', 'Kowalchuk'],
    cities: ['Toronto, ON', 'Halifax, NS', 'Calgary, AB', 'Montréal, QC'],
    phone: (r) => `(${r.pick(['416', '902', '403', '514'])}) 555-01${d(r, 2)}`,
    dateStyles: [
      ds('yyyy', 'present', '–'),
      ds('mon-year', 'Present'),
      ds('month-year', 'Current'),
      ds('mm/yyyy', 'present', ' - '),
    ],
    bachelor: LONG('Bachelor of Science'),
    master: (o) => o ?? 'Master of Science',
    phd: 'PhD',
    universities: [
      'University of Lakehead Bay',
      'Fundy Coast University',
      'Université de Rivière-Claire',
    ],
    grades: ['GPA 3.8/4.0', 'Dean’s List, GPA 3.6'],
    leaving: {
      degree: 'Ontario Secondary School Diploma (OSSD)',
      field: '',
      schools: ['Maple Ridge Secondary School', 'Saint Brigid Collegiate'],
      grades: ['Honour roll'],
    },
    languages: [
      [
        { name: 'English', level: 'Native' },
        { name: 'French', level: 'Professional working proficiency' },
      ],
    ],
    personalDetails: false,
    birthDate: (day, month, year) => `${year}-${pad(month)}-${pad(day)}`,
    internships: false,
  },
  {
    key: 'at',
    nationality: 'Austrian',
    firstNames: [
      'Florian',
      'Magdalena',
      'Maximilian',
      'Theresa',
      'Simon',
      'Valentina',
      'Jakob',
      'Anna',
    ],
    lastNames: [
      'Pichlmayr',
      'Grubenthal',
      'Hofstätter',
      'Leitgeb-Moser',
      'Wimmersberger',
      'Kaltenbrunn',
    ],
    cities: ['Graz, Austria', 'Linz, Austria', 'Innsbruck, Austria', 'Salzburg, Austria'],
    phone: (r) => `+43 660 ${d(r, 7)}`,
    dateStyles: [
      ds('mm.yyyy', 'today'),
      ds('mm/yyyy', 'today', ' - '),
      ds('mon/yyyy', 'Now'),
      ds('mm.yyyy', 'today', ' – ', true),
    ],
    bachelor: LONG('Bachelor of Science'),
    master: () => 'Diplom-Ingenieur',
    phd: 'Dr. techn.',
    universities: [
      'Technische Universität Murtal',
      'Universität Alpenrand',
      'Fachhochschule Donauhafen',
    ],
    grades: ['Passed with distinction', 'Good (2)'],
    leaving: {
      degree: 'Matura',
      field: '',
      schools: ['Bundesrealgymnasium Murtal', 'Akademisches Gymnasium Alpenrand'],
      grades: ['Passed with distinction', 'Passed with merit'],
    },
    languages: [
      [
        { name: 'German', level: 'Native' },
        { name: 'English', level: 'C1' },
        { name: 'Italian', level: 'B1' },
      ],
    ],
    personalDetails: true,
    birthDate: (day, month, year) => `${pad(day)}.${pad(month)}.${year}`,
    internships: true,
  },
];
