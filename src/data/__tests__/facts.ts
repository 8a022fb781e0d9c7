/**
 * Facts of the tests' own: a valid set of the data files of src/data/facts/ (the identity, plans,
 * testimonials, certifications and legal terms of a made-up consultant), written as the browser
 * editor writes them, so that the tests of the schemas and of their messages never depend on the
 * site's own facts: the owner can change any of those.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type * as z from 'zod';

import type {dataFiles} from '../schemas';
import {dataDir} from '../validate';

type Facts<Name extends keyof typeof dataFiles> = z.input<(typeof dataFiles)[Name]['schema']>;

/** The facts, by file, each of its schema's type. */
export interface FixtureFacts {
  'site.json': Facts<'site'>;
  'plans.json': Facts<'plans'>;
  'testimonials.json': Facts<'testimonials'>;
  'certifications.json': Facts<'certifications'>;
  'legal.json': Facts<'legal'>;
  'authors.json': Facts<'authors'>;
  'tags.json': Facts<'tags'>;
  'words.json': Facts<'words'>;
}

const fixtureFacts: FixtureFacts = {
  'site.json': {
    name: 'Jane Doe',
    firstName: 'Jane',
    authorKey: 'jane-doe',
    jobTitle: 'Marketing Consultant',
    company: 'Doe Consulting LLC',
    email: 'jane@example.com',
    url: 'https://example.com',
    schedulingUrl: 'https://cal.example.com/jane/intro',
    strategyCallMinutes: 30,
    yearsOfExperience: '5+',
    location: {
      city: 'Springfield',
      region: 'Illinois',
      regionCode: 'IL',
      country: 'US',
      label: 'Springfield, IL',
      serviceArea: 'clients nationwide',
    },
    tagline: 'Marketing that brings clients',
    description: 'A marketing consultant of the tests: a description long enough to read as one.',
    socials: [
      {network: 'LinkedIn', url: 'https://www.linkedin.com/in/jane-doe-fixture/'},
      {network: 'Substack', url: 'https://jane.example.substack.com'},
    ],
  },
  'plans.json': {
    plans: [
      {
        id: 'hourly',
        name: 'By the hour',
        price: 120,
        unit: 'hour',
        startingAt: false,
        description: 'Advice when you need it, billed by the hour.',
        features: ['Calls and reviews'],
        recommended: false,
      },
      {
        id: 'project',
        name: 'A project',
        price: 90,
        unit: 'hour',
        startingAt: true,
        minimum: {quantity: 10, unit: 'hour'},
        description: 'An audit or a plan, agreed in advance.',
        features: ['A written plan'],
        recommended: true,
      },
    ],
  },
  'testimonials.json': {
    testimonials: [
      {
        name: 'Ann B.',
        jobTitle: 'Owner, a bakery',
        quote: 'Jane found what two agencies had missed, and our bookings doubled within months.',
      },
    ],
  },
  'certifications.json': {
    certifications: [
      {
        title: 'A Certificate of the Tests',
        issuer: 'A Program',
        link: 'https://program.example.com/certificate',
        linkLabel: 'Verify',
      },
    ],
  },
  'legal.json': {
    effectiveDate: '2026-01-15',
    minimumClientAge: 18,
    childrenAge: 13,
    governingState: 'Illinois',
  },
  'authors.json': {
    authors: [{key: 'jane-doe'}, {key: 'sam-guest', name: 'Sam Guest', title: 'Analyst'}],
  },
  'tags.json': {
    tags: [{key: 'seo', label: 'SEO', description: 'Posts about search, for the tests.'}],
  },
  'words.json': {words: ['Zyntra', 'O’Malley']},
};

export type FactFile = keyof FixtureFacts;

/** The text of a fixture file, as the editor writes it (two spaces, a final newline). */
export const factText = (file: FactFile) => `${JSON.stringify(fixtureFacts[file], null, 2)}\n`;

/**
 * A site folder holding the fixture facts, `file`'s text changed by `change`; removed by the
 * caller (`fs.rmSync(dir, {recursive: true})`).
 */
export function factsFolder(file?: FactFile, change: (text: string) => string = (t) => t): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-'));
  fs.mkdirSync(path.join(siteDir, dataDir), {recursive: true});
  for (const name of Object.keys(fixtureFacts) as FactFile[]) {
    const text = factText(name);
    fs.writeFileSync(path.join(siteDir, dataDir, name), name === file ? change(text) : text);
  }
  return siteDir;
}
