import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * A LinkedIn data export as its CSV texts, the way LinkedIn writes them: a byte order mark,
 * CRLF line ends, quoted fields holding commas, quotes and line breaks. Shared by the route,
 * CLI and end-to-end tests.
 */
export const LINKEDIN_CSVS: Record<string, string> = {
  'Profile.csv': [
    '\uFEFFFirst Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers',
    'Grace,Okafor,,,,"Staff Engineer, Platform","Builds reliable systems.',
    'Mentors ""new"" engineers.",Software,,"Lagos, Nigeria",,"[PERSONAL:https://grace.example,COMPANY:www.acme.example]",',
  ].join('\r\n'),
  'Email Addresses.csv': [
    'Email Address,Confirmed,Primary,Updated On',
    'old@example.com,Yes,No,1/1/20',
    'grace@example.com,Yes,Yes,3/4/21',
  ].join('\r\n'),
  'Positions.csv': [
    'Company Name,Title,Description,Location,Started On,Finished On',
    'Acme Cloud,Staff Engineer,"Led the storage team.',
    'Cut costs by 30%, twice.","Lagos, Nigeria",Mar 2021,',
    'Globex,Software Engineer,Built billing.,Remote,Jan 2017,Feb 2021',
  ].join('\r\n'),
  'Education.csv': [
    'School Name,Start Date,End Date,Notes,Degree Name,Activities',
    'University of Lagos,2010,2014,First class honours,Bachelor of Science - BS,Robotics club',
  ].join('\r\n'),
  'Skills.csv': ['Name', 'Go', 'Kubernetes', '"Distributed Systems"'].join('\r\n'),
  'Languages.csv': [
    'Name,Proficiency',
    'English,Native or bilingual proficiency',
    'French,Limited working proficiency',
  ].join('\r\n'),
  'Certifications.csv': [
    'Name,Url,Authority,Started On,Finished On,License Number',
    'Certified Kubernetes Administrator,https://cncf.example/ck,CNCF,Jun 2022,,LF-123',
  ].join('\r\n'),
  'Projects.csv': [
    'Title,Description,Url,Started On,Finished On',
    'Open Ledger,An open-source ledger.,https://ledger.example,2019,Dec 2020',
  ].join('\r\n'),
  'Volunteering.csv': [
    'Company Name,Role,Cause,Started On,Finished On,Description',
    'Code Club,Mentor,Education,Sep 2018,,Teaches children to code.',
  ].join('\r\n'),
  'Honors.csv': [
    'Title,Description,Issued On',
    'Engineer of the Year,For the storage migration.,Nov 2022',
  ].join('\r\n'),
};

/** The export as a ZIP, with files of LinkedIn's we do not read beside ours. */
export function linkedInZip(csvs: Record<string, string> = LINKEDIN_CSVS): Uint8Array {
  const files: Zippable = { 'Connections.csv': strToU8('Notes:\r\nFirst Name,Last Name\r\n') };
  for (const [name, text] of Object.entries(csvs)) files[name] = strToU8(text);
  return zipSync(files);
}
