/**
 * The people of the CV corpus: invented, written for this corpus. Each is rendered in
 * several formats and layouts by render.ts; the expected JSON is derived from the same
 * data (expected.ts), so labels and documents cannot disagree.
 */

export interface Job {
  title: string;
  company: string;
  location?: string;
  start: [month: string, year: string];
  /** Omitted: a current job. */
  end?: [month: string, year: string];
  bullets: string[];
  tags?: string[];
}

export interface School {
  school: string;
  degree: string;
  field: string;
  location?: string;
  /** Omitted: only the graduation year is printed. */
  start?: [month: string, year: string];
  end: [month: string, year: string];
  notes?: string[];
}

export interface Person {
  key: string;
  honorific?: string;
  postNominal?: string;
  name: string;
  first: string;
  last: string;
  headline: string;
  email: string;
  phone: string;
  location: string;
  summary: string;
  jobs: Job[];
  schools: School[];
  /** Grouped skills: category → items ('' = no category). */
  skills: [string, string[]][];
}

export const PEOPLE: Person[] = [
  {
    key: 'okafor',
    name: 'Chinedu Okafor',
    first: 'Chinedu',
    last: 'Okafor',
    headline: 'Senior Backend Engineer',
    email: 'chinedu.okafor@example.com',
    phone: '+234 803 555 0142',
    location: 'Lagos, Nigeria',
    summary:
      'Backend engineer with nine years of experience designing payment systems that process millions of transactions a day. Comfortable leading small teams and mentoring new engineers.',
    jobs: [
      {
        title: 'Senior Backend Engineer',
        company: 'Paystream Technologies',
        location: 'Lagos, Nigeria',
        start: ['02', '2021'],
        bullets: [
          'Designed the settlement service that reconciles 4 million card payments a day',
          'Cut p99 API latency from 800 ms to 120 ms by moving hot paths to Go',
          'Mentored five engineers through their first on-call rotations',
        ],
        tags: ['Go', 'PostgreSQL', 'Kafka'],
      },
      {
        title: 'Software Engineer',
        company: 'Konga Online',
        location: 'Lagos, Nigeria',
        start: ['06', '2017'],
        end: ['01', '2021'],
        bullets: [
          'Built the order tracking API used by the mobile apps',
          'Introduced contract tests between checkout and inventory services',
        ],
      },
      {
        title: 'Junior Developer',
        company: 'Andela',
        start: ['09', '2015'],
        end: ['05', '2017'],
        bullets: ['Delivered features for three client projects in Python and Django'],
      },
    ],
    schools: [
      {
        school: 'University of Lagos',
        degree: 'Bachelor of Science',
        field: 'Computer Science',
        start: ['09', '2011'],
        end: ['07', '2015'],
      },
    ],
    skills: [
      ['Languages', ['Go', 'Python', 'Java', 'SQL']],
      ['Infrastructure', ['Kubernetes', 'Terraform', 'AWS']],
    ],
  },
  {
    key: 'lefebvre',
    name: 'Camille Lefèvre',
    first: 'Camille',
    last: 'Lefèvre',
    headline: 'Responsable Marketing Digital',
    email: 'camille.lefevre@example.fr',
    phone: '+33 6 12 34 56 78',
    location: 'Lyon, France',
    summary:
      'Digital marketing manager who grows brands through search, social and email. Eight years in retail and travel, with budgets up to 2 million euros.',
    jobs: [
      {
        title: 'Digital Marketing Manager',
        company: 'Voyages Horizon',
        location: 'Lyon, France',
        start: ['04', '2020'],
        bullets: [
          'Own a 2 million euro yearly acquisition budget across search and social',
          'Raised email revenue by 35% with lifecycle campaigns',
        ],
      },
      {
        title: 'Marketing Specialist',
        company: 'Maison Dupont SAS',
        location: 'Paris, France',
        start: ['09', '2016'],
        end: ['03', '2020'],
        bullets: [
          'Launched the brand on Instagram, reaching 120,000 followers',
          'Ran A/B tests on landing pages with a 12% conversion lift',
        ],
      },
    ],
    schools: [
      {
        school: 'Université Lumière Lyon 2',
        degree: 'Master',
        field: 'Marketing et Communication',
        start: ['09', '2014'],
        end: ['06', '2016'],
      },
      {
        school: 'Université Lumière Lyon 2',
        degree: 'Licence',
        field: 'Économie et Gestion',
        start: ['09', '2011'],
        end: ['06', '2014'],
      },
    ],
    skills: [
      ['', ['SEO', 'Google Ads', 'Meta Ads', 'Email Marketing', 'Google Analytics', 'Copywriting']],
    ],
  },
  {
    key: 'schneider',
    honorific: 'Dr.',
    name: 'Anna-Lena Schneider',
    first: 'Anna-Lena',
    last: 'Schneider',
    headline: 'Research Scientist, Materials Chemistry',
    email: 'a.schneider@example.de',
    phone: '+49 30 1234 5678',
    location: 'Berlin, Germany',
    summary:
      'Materials chemist with a doctorate in polymer science and six years of industrial research on battery electrolytes. Author of 14 peer-reviewed papers and two patents.',
    jobs: [
      {
        title: 'Senior Research Scientist',
        company: 'BASF SE',
        location: 'Ludwigshafen, Germany',
        start: ['01', '2019'],
        bullets: [
          'Lead a group of four chemists developing solid polymer electrolytes',
          'Filed two patents on ion-conducting membranes',
        ],
      },
      {
        title: 'Postdoctoral Researcher',
        company: 'Max Planck Institute for Polymer Research',
        location: 'Mainz, Germany',
        start: ['10', '2016'],
        end: ['12', '2018'],
        bullets: ['Studied ion transport in block copolymers with neutron scattering'],
      },
    ],
    schools: [
      {
        school: 'Humboldt University of Berlin',
        degree: 'PhD',
        field: 'Polymer Chemistry',
        start: ['10', '2012'],
        end: ['09', '2016'],
        notes: ['Thesis: Ion transport in polymer electrolytes'],
      },
      {
        school: 'Technical University of Munich',
        degree: 'Master of Science',
        field: 'Chemistry',
        start: ['10', '2010'],
        end: ['09', '2012'],
      },
    ],
    skills: [
      ['Methods', ['NMR Spectroscopy', 'Neutron Scattering', 'Electrochemical Impedance']],
      ['Software', ['Python', 'Origin', 'ChemDraw']],
    ],
  },
  {
    key: 'patel',
    name: 'Priya Patel',
    first: 'Priya',
    last: 'Patel',
    headline: 'Registered Nurse',
    email: 'priya.patel@example.co.uk',
    phone: '+44 7700 900123',
    location: 'Leicester, UK',
    summary:
      'Compassionate registered nurse with seven years on acute medical and cardiac wards. Calm under pressure and committed to safe, patient-centred care.',
    jobs: [
      {
        title: 'Senior Staff Nurse',
        company: 'University Hospitals of Leicester NHS Trust',
        location: 'Leicester, UK',
        start: ['05', '2020'],
        bullets: [
          'Coordinate a 28-bed cardiac ward on day shifts',
          'Train newly qualified nurses in medicines management',
          'Led the ward audit that cut falls by 30%',
        ],
      },
      {
        title: 'Staff Nurse',
        company: 'Nottingham University Hospitals',
        location: 'Nottingham, UK',
        start: ['09', '2016'],
        end: ['04', '2020'],
        bullets: ['Cared for up to eight acute medical patients per shift'],
      },
    ],
    schools: [
      {
        school: 'University of Nottingham',
        degree: 'BSc (Hons)',
        field: 'Adult Nursing',
        end: ['07', '2016'],
      },
    ],
    skills: [
      [
        '',
        [
          'Patient Assessment',
          'Medicines Management',
          'Cardiac Monitoring',
          'IV Therapy',
          'Wound Care',
        ],
      ],
    ],
  },
  {
    key: 'vandenberg',
    name: 'Daan van den Berg',
    first: 'Daan',
    last: 'van den Berg',
    headline: 'Supply Chain Lead',
    email: 'daan.vandenberg@example.nl',
    phone: '+31 6 1234 5678',
    location: 'Rotterdam, Netherlands',
    summary:
      'Supply chain lead with a record of lowering logistics costs while keeping service levels above 98%. Experienced with SAP and European distribution networks.',
    jobs: [
      {
        title: 'Supply Chain Lead',
        company: 'Coolblue B.V.',
        location: 'Rotterdam, Netherlands',
        start: ['03', '2019'],
        bullets: [
          'Run planning for three distribution centres shipping 40,000 orders a day',
          'Saved 1.2 million euros a year by renegotiating carrier contracts',
        ],
      },
      {
        title: 'Logistics Analyst',
        company: 'Heineken',
        location: 'Amsterdam, Netherlands',
        start: ['08', '2015'],
        end: ['02', '2019'],
        bullets: ['Built demand forecasts in SAP APO for 15 European markets'],
      },
    ],
    schools: [
      {
        school: 'Erasmus University Rotterdam',
        degree: 'Master of Science',
        field: 'Supply Chain Management',
        start: ['09', '2013'],
        end: ['08', '2015'],
      },
    ],
    skills: [
      ['Tools', ['SAP', 'Excel', 'Power BI']],
      ['Expertise', ['Demand Planning', 'Procurement', 'Lean Six Sigma']],
    ],
  },
  {
    key: 'tanaka',
    name: 'Yuki Tanaka',
    first: 'Yuki',
    last: 'Tanaka',
    headline: 'Product Designer',
    email: 'yuki.tanaka@example.jp',
    phone: '+81 90 1234 5678',
    location: 'Tokyo, Japan',
    summary:
      'Product designer who turns research into simple interfaces. Five years designing mobile banking and e-commerce apps used by millions.',
    jobs: [
      {
        title: 'Product Designer',
        company: 'Mercari',
        location: 'Tokyo, Japan',
        start: ['07', '2021'],
        bullets: [
          'Redesigned the listing flow, cutting time to list an item by 40%',
          'Built the design system used by 12 product teams',
        ],
        tags: ['Figma', 'Prototyping'],
      },
      {
        title: 'UX Designer',
        company: 'Rakuten Bank',
        location: 'Tokyo, Japan',
        start: ['04', '2019'],
        end: ['06', '2021'],
        bullets: ['Designed the money transfer screens of the mobile app'],
      },
    ],
    schools: [
      {
        school: 'Tama Art University',
        degree: 'Bachelor of Fine Arts',
        field: 'Information Design',
        start: ['04', '2015'],
        end: ['03', '2019'],
      },
    ],
    skills: [
      ['', ['User Research', 'Interaction Design', 'Figma', 'Usability Testing', 'Design Systems']],
    ],
  },
  {
    key: 'oconnor',
    name: "Siobhán O'Connor",
    first: 'Siobhán',
    last: "O'Connor",
    headline: 'Chartered Accountant',
    email: 'siobhan.oconnor@example.ie',
    phone: '+353 87 123 4567',
    location: 'Dublin, Ireland',
    postNominal: 'ACA',
    summary:
      'Chartered accountant with audit and financial reporting experience in banking and technology. Known for clear reporting and clean year-end closes.',
    jobs: [
      {
        title: 'Financial Controller',
        company: 'Stripe Payments Europe Ltd.',
        location: 'Dublin, Ireland',
        start: ['01', '2022'],
        bullets: [
          'Own the monthly close for three European entities',
          'Automated intercompany reconciliations, saving four days a month',
        ],
      },
      {
        title: 'Audit Senior',
        company: 'KPMG Ireland',
        location: 'Dublin, Ireland',
        start: ['09', '2017'],
        end: ['12', '2021'],
        bullets: ['Led audits of retail banks and fund administrators'],
      },
    ],
    schools: [
      {
        school: 'Trinity College Dublin',
        degree: 'Bachelor of Business Studies',
        field: 'Accounting and Finance',
        start: ['09', '2013'],
        end: ['06', '2017'],
      },
    ],
    skills: [['', ['IFRS', 'Financial Reporting', 'Audit', 'NetSuite', 'Excel']]],
  },
  {
    key: 'silva',
    name: 'João Pedro Silva',
    first: 'João Pedro',
    last: 'Silva',
    headline: 'Civil Engineer',
    email: 'joao.silva@example.com.br',
    phone: '+55 11 98765 4321',
    location: 'São Paulo, Brazil',
    summary:
      'Civil engineer specialised in structural design of high-rise buildings, with eleven years on projects in Brazil and Portugal.',
    jobs: [
      {
        title: 'Structural Engineering Manager',
        company: 'Construtora Andrade Gutierrez',
        location: 'São Paulo, Brazil',
        start: ['03', '2018'],
        bullets: [
          'Manage a team of eight engineers on residential towers up to 45 floors',
          'Introduced BIM coordination that halved design clashes on site',
        ],
      },
      {
        title: 'Structural Engineer',
        company: 'Teixeira Duarte',
        location: 'Lisbon, Portugal',
        start: ['02', '2013'],
        end: ['02', '2018'],
        bullets: ['Designed reinforced concrete structures for hospitals and schools'],
      },
    ],
    schools: [
      {
        school: 'Universidade de São Paulo',
        degree: 'Bachelor of Engineering',
        field: 'Civil Engineering',
        start: ['02', '2008'],
        end: ['12', '2012'],
      },
    ],
    skills: [
      ['Software', ['AutoCAD', 'Revit', 'SAP2000', 'ETABS']],
      ['Standards', ['Eurocode', 'NBR 6118']],
    ],
  },
  {
    key: 'kowalski',
    name: 'Łukasz Kowalski',
    first: 'Łukasz',
    last: 'Kowalski',
    headline: 'DevOps Engineer',
    email: 'lukasz.kowalski@example.pl',
    phone: '+48 601 234 567',
    location: 'Kraków, Poland',
    summary:
      'DevOps engineer who automates everything twice. Six years running Kubernetes platforms for fintech and gaming companies.',
    jobs: [
      {
        title: 'DevOps Engineer',
        company: 'CD Projekt',
        location: 'Warsaw, Poland',
        start: ['05', '2022'],
        bullets: [
          'Run the Kubernetes platform behind online game services',
          'Cut cloud costs by 28% with autoscaling and spot instances',
        ],
      },
      {
        title: 'Site Reliability Engineer',
        company: 'Revolut',
        location: 'Kraków, Poland',
        start: ['01', '2019'],
        end: ['04', '2022'],
        bullets: ['Built the alerting and incident process for payment services'],
      },
      {
        title: 'System Administrator',
        company: 'Comarch',
        location: 'Kraków, Poland',
        start: ['07', '2017'],
        end: ['12', '2018'],
        bullets: ['Maintained Linux servers for healthcare customers'],
      },
    ],
    schools: [
      {
        school: 'AGH University of Science and Technology',
        degree: 'Master of Engineering',
        field: 'Computer Science',
        start: ['10', '2012'],
        end: ['06', '2017'],
      },
    ],
    skills: [['', ['Kubernetes', 'Terraform', 'Prometheus', 'Ansible', 'Linux', 'Bash', 'GCP']]],
  },
  {
    key: 'johnson',
    name: 'Marcus Johnson',
    first: 'Marcus',
    last: 'Johnson',
    headline: 'Regional Sales Director',
    email: 'marcus.johnson@example.com',
    phone: '(312) 555-0187',
    location: 'Chicago, IL',
    summary:
      'Sales leader who builds teams that beat quota. Fifteen years selling SaaS to mid-market and enterprise customers across the Midwest.',
    jobs: [
      {
        title: 'Regional Sales Director',
        company: 'Salesforce',
        location: 'Chicago, IL',
        start: ['01', '2018'],
        bullets: [
          'Lead 22 account executives with a 48 million dollar annual quota',
          'Exceeded target four years in a row',
        ],
      },
      {
        title: 'Account Executive',
        company: 'Oracle Corporation',
        location: 'Chicago, IL',
        start: ['06', '2012'],
        end: ['12', '2017'],
        bullets: ['Closed the largest mid-market deal in the region in 2016'],
      },
      {
        title: 'Sales Representative',
        company: 'ADP',
        location: 'Milwaukee, WI',
        start: ['08', '2008'],
        end: ['05', '2012'],
        bullets: ['Sold payroll services to small businesses'],
      },
    ],
    schools: [
      {
        school: 'University of Illinois Urbana-Champaign',
        degree: 'Bachelor of Arts',
        field: 'Communication',
        end: ['05', '2008'],
      },
    ],
    skills: [
      ['', ['Enterprise Sales', 'Forecasting', 'Salesforce CRM', 'Negotiation', 'Team Leadership']],
    ],
  },
  {
    key: 'rossi',
    name: 'Giulia Rossi',
    first: 'Giulia',
    last: 'Rossi',
    headline: 'Chef de Cuisine',
    email: 'giulia.rossi@example.it',
    phone: '+39 347 123 4567',
    location: 'Milan, Italy',
    summary:
      'Head chef trained in classic Italian cooking, with twelve years in fine dining kitchens in Milan and London.',
    jobs: [
      {
        title: 'Head Chef',
        company: 'Trattoria del Ponte',
        location: 'Milan, Italy',
        start: ['03', '2019'],
        bullets: ['Lead a kitchen brigade of 14 cooks', 'Earned a Michelin Bib Gourmand in 2021'],
      },
      {
        title: 'Sous Chef',
        company: 'Bocca di Lupo',
        location: 'London, UK',
        start: ['05', '2014'],
        end: ['02', '2019'],
        bullets: ['Ran the pasta section and trained junior cooks'],
      },
    ],
    schools: [
      {
        school: 'ALMA International School of Italian Cuisine',
        degree: 'Diploma',
        field: 'Italian Culinary Arts',
        end: ['07', '2012'],
      },
    ],
    skills: [
      ['', ['Menu Development', 'Food Costing', 'Kitchen Management', 'HACCP', 'Fresh Pasta']],
    ],
  },
  {
    key: 'nguyen',
    name: 'Linh Nguyen',
    first: 'Linh',
    last: 'Nguyen',
    headline: 'Data Analyst',
    email: 'linh.nguyen@example.com.au',
    phone: '+61 412 345 678',
    location: 'Melbourne, VIC',
    summary:
      'Data analyst who turns messy data into decisions. Three years in insurance analytics with strong SQL and dashboard skills.',
    jobs: [
      {
        title: 'Data Analyst',
        company: 'Allianz Australia',
        location: 'Melbourne, VIC',
        start: ['02', '2022'],
        bullets: [
          'Built claims dashboards used by 200 managers every week',
          'Automated monthly reporting with Python, saving two days a month',
        ],
      },
      {
        title: 'Graduate Analyst',
        company: 'Suncorp Group',
        location: 'Brisbane, QLD',
        start: ['02', '2021'],
        end: ['01', '2022'],
        bullets: ['Cleaned and modelled policy data for pricing studies'],
      },
    ],
    schools: [
      {
        school: 'Monash University',
        degree: 'Bachelor of Commerce',
        field: 'Econometrics',
        start: ['02', '2017'],
        end: ['11', '2020'],
      },
    ],
    skills: [['', ['SQL', 'Python', 'Tableau', 'Power BI', 'Statistics']]],
  },
  {
    key: 'garcia',
    name: 'Alejandro García',
    first: 'Alejandro',
    last: 'García',
    headline: 'Teacher of Mathematics',
    email: 'alejandro.garcia@example.es',
    phone: '+34 612 345 678',
    location: 'Valencia, Spain',
    summary:
      'Secondary school mathematics teacher with ten years of experience and a passion for making algebra approachable for every student.',
    jobs: [
      {
        title: 'Mathematics Teacher',
        company: 'Colegio Internacional de Valencia',
        location: 'Valencia, Spain',
        start: ['09', '2017'],
        bullets: [
          'Teach IB Mathematics to classes of up to 25 students',
          'Raised the average IB score from 4.9 to 5.8',
        ],
      },
      {
        title: 'Mathematics Teacher',
        company: 'IES Lluís Vives',
        location: 'Valencia, Spain',
        start: ['09', '2013'],
        end: ['06', '2017'],
        bullets: ['Taught mathematics to students aged 12 to 16'],
      },
    ],
    schools: [
      {
        school: 'Universitat de València',
        degree: 'Master',
        field: 'Secondary Education',
        start: ['09', '2012'],
        end: ['06', '2013'],
      },
      {
        school: 'Universitat de València',
        degree: 'Bachelor of Science',
        field: 'Mathematics',
        start: ['09', '2008'],
        end: ['06', '2012'],
      },
    ],
    skills: [['', ['Curriculum Design', 'IB Mathematics', 'GeoGebra', 'Classroom Management']]],
  },
  {
    key: 'haddad',
    name: 'Omar Haddad',
    first: 'Omar',
    last: 'Haddad',
    headline: 'Cybersecurity Analyst',
    email: 'omar.haddad@example.ae',
    phone: '+971 50 123 4567',
    location: 'Dubai, UAE',
    summary:
      'Security analyst with four years in a 24/7 security operations centre. Certified in incident handling and cloud security.',
    jobs: [
      {
        title: 'Cybersecurity Analyst',
        company: 'Emirates NBD',
        location: 'Dubai, UAE',
        start: ['10', '2021'],
        bullets: [
          'Investigate and contain phishing and malware incidents',
          'Wrote 40 detection rules for the SIEM, cutting false positives by half',
        ],
      },
      {
        title: 'SOC Analyst',
        company: 'Help AG',
        location: 'Abu Dhabi, UAE',
        start: ['06', '2019'],
        end: ['09', '2021'],
        bullets: ['Monitored alerts for 30 enterprise customers'],
      },
    ],
    schools: [
      {
        school: 'American University of Sharjah',
        degree: 'Bachelor of Science',
        field: 'Computer Engineering',
        start: ['09', '2015'],
        end: ['05', '2019'],
      },
    ],
    skills: [['', ['Splunk', 'Incident Response', 'Threat Hunting', 'Azure Security', 'Python']]],
  },
  {
    key: 'muller',
    name: 'Jonas Müller',
    first: 'Jonas',
    last: 'Müller',
    headline: 'Mechanical Engineer',
    email: 'jonas.mueller@example.ch',
    phone: '+41 79 123 45 67',
    location: 'Zurich, Switzerland',
    summary:
      'Mechanical engineer designing precision machinery for medical devices. Strong in CAD, tolerance analysis and working with suppliers.',
    jobs: [
      {
        title: 'Mechanical Design Engineer',
        company: 'Hamilton Medical AG',
        location: 'Bonaduz, Switzerland',
        start: ['04', '2020'],
        bullets: [
          'Designed the valve assembly of a new ventilator platform',
          'Reduced part count by 18% through design for assembly',
        ],
      },
      {
        title: 'Development Engineer',
        company: 'Bühler Group',
        location: 'Uzwil, Switzerland',
        start: ['08', '2016'],
        end: ['03', '2020'],
        bullets: ['Developed grain processing machines from concept to series production'],
      },
    ],
    schools: [
      {
        school: 'ETH Zurich',
        degree: 'Master of Science',
        field: 'Mechanical Engineering',
        start: ['09', '2014'],
        end: ['07', '2016'],
      },
    ],
    skills: [
      ['CAD', ['SolidWorks', 'Creo', 'Ansys']],
      ['Methods', ['GD&T', 'FMEA', 'Design for Assembly']],
    ],
  },
];
