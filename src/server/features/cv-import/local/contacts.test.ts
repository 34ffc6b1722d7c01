import { describe, expect, it } from 'vitest';
import {
  cleanName,
  findEmail,
  findPhone,
  isLocation,
  looksLikeName,
  splitName,
} from './contacts.ts';

describe('contacts', () => {
  it.each([
    '+44 20 7946 0958',
    '06 12 34 56 78',
    '+1-202-555-0143',
    '555.123.4567',
    '+81 90 1234 5678',
  ])('phone in %s: all of it', (text) => {
    expect(findPhone(text)).toBe(text);
  });

  it.each([
    ['Tel: (555) 123-4567', '(555) 123-4567'],
    ['+49 (0)30 1234567 | Berlin', '+49 (0)30 1234567'],
  ])('phone in %s', (text, phone) => {
    expect(findPhone(text)).toBe(phone);
  });

  it.each(['2016 - 2019', '03/2018 - 06/2021', 'jane@example.com'])('no phone in %s', (text) => {
    expect(findPhone(text)).toBe('');
  });

  it('finds e-mail addresses, also with accents and plus signs', () => {
    expect(findEmail('mail: jane.doe+cv@example.co.uk | x')).toBe('jane.doe+cv@example.co.uk');
    expect(findEmail('josé@exemplo.pt')).toBe('josé@exemplo.pt');
  });

  it.each([
    ['Dr. Anna-Lena Schneider', 'Anna-Lena Schneider'],
    ["Siobhán O'Connor, ACA", "Siobhán O'Connor"],
    ['Mr John Smith, PhD, MBA', 'John Smith'],
    ['JEAN-LUC DE LA FONTAINE', 'Jean-Luc de la Fontaine'],
    ['Prof. Maria van der Berg', 'Maria van der Berg'],
  ])('cleanName(%s)', (text, name) => {
    expect(cleanName(text)).toBe(name);
  });

  it.each([
    ['Daan van den Berg', 'Daan', 'van den Berg'],
    ['Jean-Luc de la Fontaine', 'Jean-Luc', 'de la Fontaine'],
    ['João Pedro Silva', 'João Pedro', 'Silva'],
    ["Siobhán O'Connor", 'Siobhán', "O'Connor"],
    ['Cher', 'Cher', ''],
  ])('splitName(%s)', (name, first, last) => {
    expect(splitName(name)).toEqual({ first, last });
  });

  it.each(['Łukasz Kowalski', "Siobhán O'Connor"])('looksLikeName(%s) is true', (text) => {
    expect(looksLikeName(text)).toBe(true);
  });

  it.each(['Senior Software Engineer at Acme', 'jane@example.com', 'Lead'])(
    'looksLikeName(%s) is false',
    (text) => {
      expect(looksLikeName(text)).toBe(false);
    },
  );

  it.each(['Lyon, France', 'Austin, TX', 'Newcastle upon Tyne, UK', 'Remote', 'Perth, WA'])(
    'isLocation(%s) is true',
    (text) => {
      expect(isLocation(text)).toBe(true);
    },
  );

  it.each([
    'Acme, Inc.',
    'MSc in Computer Science, University of Leeds',
    'RN, BSN, CCRN',
    'PhD, FHEA',
    'BEng, MSc',
  ])('isLocation(%s) is false', (text) => {
    expect(isLocation(text)).toBe(false);
  });
});
