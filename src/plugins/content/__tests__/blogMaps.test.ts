/**
 * The blog's authors and tags as Docusaurus reads them, made from the owner's lists and the
 * identity (../blogMaps.ts): the owner is an author by the identity's name and title, whatever the
 * list says; another author by their own; a tag's page is /blog/tags/KEY.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {authorsMap, tagsMap, writeBlogMaps} from '../blogMaps';

const identity = {authorKey: 'jane-doe', name: 'Jane Doe', jobTitle: 'Consultant'};

describe('the blog’s maps', () => {
  it('make the owner an author from the identity, and each other author from the list', () => {
    const map = authorsMap(
      identity,
      [
        {key: 'jane-doe', name: 'An old name'},
        {key: 'sam-guest', name: 'Sam Guest', title: 'Analyst', image: '/img/sam.jpg'},
        {key: 'kim-link', name: 'Kim Link', title: 'Writer', url: 'https://kim.example.com'},
      ],
      new Set(['jane-doe', 'sam-guest']),
    );
    expect(map).toEqual({
      'jane-doe': {name: 'Jane Doe', title: 'Consultant', url: '/author/jane-doe'},
      'sam-guest': {
        name: 'Sam Guest',
        title: 'Analyst',
        url: '/author/sam-guest',
        image_url: '/img/sam.jpg',
      },
      'kim-link': {name: 'Kim Link', title: 'Writer', url: 'https://kim.example.com'},
    });
    // The owner is an author even when the list leaves them out.
    expect(Object.keys(authorsMap(identity, [], new Set()))).toEqual(['jane-doe']);
  });

  it('give each tag its page under the blog’s tags', () => {
    expect(
      tagsMap([{key: 'local-seo', label: 'Local SEO', description: 'Maps and more.'}]),
    ).toEqual({
      'local-seo': {label: 'Local SEO', permalink: '/local-seo', description: 'Maps and more.'},
    });
  });

  it('are written where the blog plugin is pointed, renamed owner and all', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-maps-'));
    try {
      fs.mkdirSync(path.join(siteDir, 'src/data/facts'), {recursive: true});
      fs.writeFileSync(
        path.join(siteDir, 'src/data/facts/authors.json'),
        JSON.stringify({authors: [{key: 'jane-doe'}]}),
      );
      fs.writeFileSync(
        path.join(siteDir, 'src/data/facts/tags.json'),
        JSON.stringify({tags: [{key: 'seo', label: 'SEO', description: 'Search.'}]}),
      );
      const renamed = {...identity, name: 'Jane Roe-Doe', jobTitle: 'Strategist'};
      const paths = writeBlogMaps(siteDir, renamed);
      const read = (relative: string) =>
        JSON.parse(fs.readFileSync(path.join(siteDir, 'blog', relative), 'utf8'));
      expect(read(paths.authorsMapPath)['jane-doe']).toMatchObject({
        name: 'Jane Roe-Doe',
        title: 'Strategist',
      });
      expect(read(paths.tags)).toEqual({
        seo: {label: 'SEO', permalink: '/seo', description: 'Search.'},
      });
      // A list the owner broke gives the owner alone; the facts' check names the mistake.
      fs.writeFileSync(path.join(siteDir, 'src/data/facts/authors.json'), '{"authors": [');
      expect(Object.keys(read(writeBlogMaps(siteDir, renamed).authorsMapPath))).toEqual([
        'jane-doe',
      ]);
    } finally {
      fs.rmSync(siteDir, {recursive: true, force: true});
    }
  });
});
