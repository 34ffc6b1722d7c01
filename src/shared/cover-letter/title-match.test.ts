import { describe, expect, it } from 'vitest';
import { namesTitle } from './title-match.ts';

describe('namesTitle: a title is named however its punctuation is written', () => {
  it.each([
    ['Software Engineer (Backend)', 'I am applying for the Software Engineer (Backend) role.'],
    ['Software Engineer (Backend)', 'I am applying for the Software Engineer – Backend role.'],
    ['Software Engineer (Backend)', 'I am applying to be your software engineer, backend.'],
    ['Nurse (RN) – ICU', 'Please accept my application for Nurse (RN) – ICU at St. Mary.'],
    ['Nurse (RN) – ICU', 'I would love to join as your Nurse (RN) - ICU.'],
    ['Nurse (RN) – ICU', 'I am applying for the Nurse (RN) — ICU role.'],
    ['C++ Developer', 'I am applying for the C++ Developer role.'],
    ['C# / .NET Engineer', 'I am applying for the C#/.NET Engineer role.'],
    ['Head of R&D', 'I am applying for the Head of R&D position.'],
    ['Head of R&D', 'I am applying for the head of R & D position.'],
    ['Sales & Marketing Lead', 'I want to be your Sales and Marketing Lead.'],
    ['UX/UI Designer', 'I am applying for the UX / UI Designer role.'],
    ['Engineer, Payments', 'I am applying for the Engineer, Payments role.'],
    ['Front-End Developer', 'I am applying for the Frontend Developer role.'],
    ['Front-End Developer', 'I am applying for the front‑end developer role.'],
    ['Sr. Data Analyst', 'I am applying for the Senior Data Analyst role.'],
    ['Senior Data Analyst', 'I am applying for the Sr. Data Analyst role.'],
    ['Jr. Accountant', 'I am applying for the Junior Accountant role.'],
    ['LEAD PRODUCT DESIGNER', 'I am applying for the Lead  Product\nDesigner role.'],
    ['Café Manager', 'I am applying for the Cafe Manager role.'],
  ])('%s is named in %j', (title, text) => expect(namesTitle(text, title)).toBe(true));
});

describe('namesTitle: near misses are not the title', () => {
  it.each([
    ['Software Engineer (Backend)', 'I am applying for the Software Engineer role.'],
    ['Software Engineer (Backend)', 'I am applying for the Backend Software Engineer role.'],
    ['Senior Data Analyst', 'I am applying for the Data Analyst role.'],
    ['Senior Data Analyst', 'I am applying for the Junior Data Analyst role.'],
    ['C++ Developer', 'I am applying for the C Developer role.'],
    ['C# Developer', 'I am applying for the C Developer role.'],
    ['Head of R&D', 'I am applying for the Head of Research role.'],
    ['Nurse (RN) – ICU', 'I am a Nurse (RN) in the emergency department.'],
    ['Engineer', 'I studied engineering for four years.'],
    ['Data Engineer', 'I work with data. Engineer is my title.'],
    ['Product Designer', 'I am applying for the Product Design role.'],
    ['Anything', ''],
    ['', 'Any letter text.'],
    ['(  )', 'Any letter text.'],
  ])('%s is not named in %j', (title, text) => expect(namesTitle(text, title)).toBe(false));
});
