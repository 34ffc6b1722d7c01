import { describe, expect, it } from 'vitest';
import {
  framesName,
  onlyAfterNumbers,
  onlyBeforeOneWord,
  onlyBeforeSettings,
  onlyInsideNames,
} from './name-parts.ts';

describe('onlyInsideNames', () => {
  it.each([
    // A capitalised word after every mention continues the name.
    [
      '- Programme drives in Rockwell Studio 5000 and keep the HMI on FactoryTalk View.',
      'FactoryTalk',
    ],
    ['Orders are raised in Oracle EBS; stock is counted in Oracle EBS too.', 'Oracle'],
    ['You will chart in the clinic system (Cerner Millennium) every shift.', 'Cerner'],
    // A capitalised word before a capitalised mention, in mid-sentence, ends it there.
    ['- Samples run on the Abbott Alinity analysers.', 'Alinity'],
    ['- Bloods are run on Siemens Atellica daily.', 'Atellica'],
    ['Hold the IOSH Managing Safely award.', 'Managing Safely'],
    // A line with lower-case words is no title, whichever words they are.
    ['- Allen-Bradley Logix experience.', 'Allen-Bradley'],
    // A credential and its bracketed issuer written as one word.
    ['- MT(ASCP) certification.', 'MT'],
    ['- MT(ASCP) certification.', 'ASCP'],
  ])('%s → "%s" is a piece of a name', (text, form) => {
    expect(onlyInsideNames(text, [form])).toBe(true);
  });

  it.each([
    // One mention standing alone is enough to keep the term.
    ['- FactoryTalk View for the HMI.\n- Experience with FactoryTalk.', 'FactoryTalk'],
    // A lower-case word or a frame word after it does not continue a name.
    ['- Experience with Salesforce reporting and dashboards.', 'Salesforce'],
    // A kind of software after a name leaves the name standing: "GraphQL API", "Django framework".
    ['- Integrate with our GraphQL API.', 'GraphQL'],
    ['- Build services on the Django Framework.', 'Django'],
    ['- ACLS Certification within 90 days.', 'ACLS'],
    ['- Strong SQL Skills are essential.', 'SQL'],
    // A bracket after a space holds another name ("MT (ASCP)" is two).
    ['- MT (ASCP) certification.', 'ASCP'],
    ['- Knowledge of SQL and Python.', 'SQL'],
    // A subject or a spoken language after a qualification is what it was taken in.
    ['- GCSE English and Maths at grade 4 (C) or above.', 'GCSE'],
    ['- GCSE Maths and English.', 'GCSE'],
    ['- Leaving Certificate Irish at H5 or higher.', 'Leaving Certificate'],
    // A state or province before a licence says where it holds.
    ['8. Current NSW Driver Licence and White Card.', 'Driver Licence'],
    // The word before opens the sentence or the item, or is generic, or follows a number.
    ['- Tableau dashboards for the board.', 'dashboards'],
    ['Budgets. Excel is used daily.', 'Excel'],
    ['- Scripts in Python. Excel for the reports.', 'Excel'],
    ['- Proficiency in Advanced Excel.', 'Excel'],
    ['Deals of 20,000 to 90,000 USD ARR.', 'ARR'],
    // A lower-case mention is a kind of thing, not the end of a name.
    ['- A current Queensland driver licence.', 'driver licence'],
    // Headings and title lines say nothing by their capitals.
    ['Senior Python Developer Role', 'Python'],
    // Not written at all.
    ['- Experience with Kotlin.', 'Swift'],
  ])('%s → "%s" stands on its own', (text, form) => {
    expect(onlyInsideNames(text, [form])).toBe(false);
  });
});

describe('onlyBeforeSettings', () => {
  it.each([
    [
      '- You open new accounts across the Nordics region.\n- Travel in the Nordics region.',
      'Nordics',
    ],
    ['Experience in a dairy plant or a food factory.', 'dairy'],
    // The colleagues the hire works beside are a setting: the term names their work, not the hire's.
    ['- Hand new starters over to the Payroll team.\n- Brief the payroll unit weekly.', 'payroll'],
    ['- Present the monthly figures to the audit committee.', 'audit'],
    // A heading or title line says nothing either way.
    ['Field Sales – Benelux\n- You grow the Benelux market.', 'Benelux'],
  ])('%s → "%s" only qualifies a setting', (text, form) => {
    expect(onlyBeforeSettings(text, [form])).toBe(true);
  });

  it.each([
    [
      '- You grow the Benelux market.\n- Fluent Dutch for Benelux customers and Benelux law.',
      'Benelux',
    ],
    ['- Hands-on experience with Azure (AKS, Functions) across two Azure regions.', 'Azure'],
    ['- Hygiene standards in a dairy plant; dairy science degree.', 'dairy'],
    ['- Join the payroll team.\n- Three years of payroll experience.', 'payroll'],
    ['Field Sales – Benelux', 'Benelux'],
    // An item of a list is a sentence, however many capitals it has.
    ['- Experience with HubSpot and Marketo\n- Run our Marketo site', 'Marketo'],
  ])('%s → "%s" is named for itself', (text, form) => {
    expect(onlyBeforeSettings(text, [form])).toBe(false);
  });
});

describe('onlyBeforeOneWord', () => {
  it.each([
    ['- Run EEG monitoring overnight.\n- Report on EEG monitoring weekly.', 'EEG', 'monitoring'],
    // A plural is the same word; a heading says nothing either way.
    ['EEG\n- EEG recordings for the ward.\n- Archive EEG recording files.', 'EEG', 'recordings'],
  ])('%s → "%s" is always followed by "%s"', (text, form, word) => {
    expect(onlyBeforeOneWord(text, [form])).toBe(word);
  });

  it.each([
    ['- Run EEG monitoring.\n- Skilled in EEG.', 'EEG'],
    ['- Run EEG monitoring.\n- EEG reporting.', 'EEG'],
    ['- EEG, ECG and EMG.', 'EEG'],
    ['- Run EEG-guided sedation.', 'EEG'],
    ['- Nothing here.', 'EEG'],
  ])('%s → "%s" has no single next word', (text, form) => {
    expect(onlyBeforeOneWord(text, [form])).toBeUndefined();
  });
});

describe('framesName', () => {
  it.each(['compliance', 'provisions', 'Examinations', 'certification', 'software', 'regulations'])(
    '"%s" frames the name before it',
    (word) => expect(framesName(word)).toBe(true),
  );

  it.each(['interpretation', 'reporting', 'monitoring', 'switchgear'])(
    '"%s" continues the name before it',
    (word) => expect(framesName(word)).toBe(false),
  );
});

describe('onlyAfterNumbers', () => {
  it.each([
    ['- Run the 12 MVA substation.\n- Load a 1,500 MVA grid (MVA ratings)', 'MVA', false],
    ['- Run the 12 MVA substation.\n- Upgrade two 3.5 MVA transformers.', 'MVA', true],
    ['- Meet WCAG 2.2 AA on every page.', 'AA', true],
    // A number that ends a list's item leaves the next item standing.
    ['- OAuth 2, JWT and SAML.', 'JWT', false],
    ['- Deploy on 3 VPC subnets.\n- VPC peering.', 'VPC', false],
  ])('%s → "%s" only follows numbers: %s', (text, form, expected) => {
    expect(onlyAfterNumbers(text, [form])).toBe(expected);
  });
});
