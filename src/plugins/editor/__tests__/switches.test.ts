import {offSwitches, optionalSwitches} from '../client/switches';

describe('the optional switches of a form', () => {
  const config = {
    collections: [
      {
        name: 'page',
        fields: [
          {name: 'title', widget: 'string'},
          {name: 'unlisted', widget: 'boolean', required: false},
          {name: 'always', widget: 'boolean'},
        ],
      },
      {name: 'facts'},
    ],
  };

  it('are the optional boolean fields of each collection', () => {
    expect(optionalSwitches(config)).toEqual(
      new Map([
        ['page', ['unlisted']],
        ['facts', []],
      ]),
    );
  });

  it('are left out of the file when off, and kept when on or required', () => {
    const switches = optionalSwitches(config).get('page')!;
    expect(offSwitches({title: 'T', unlisted: false, always: false}, switches)).toEqual([
      'unlisted',
    ]);
    expect(offSwitches({title: 'T', unlisted: true}, switches)).toEqual([]);
  });
});
