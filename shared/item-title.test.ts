import { describe, expect, it } from 'vitest';
import { ITEM_TITLE_MAX, itemTitle, orderTitle, shortenAtWord } from './item-title';

describe('shortenAtWord', () => {
  it('keeps a text that fits, and cuts a longer one at a word boundary with an ellipsis', () => {
    expect(shortenAtWord('Signed home jersey', 40)).toBe('Signed home jersey');
    const cut = shortenAtWord('Chicago Bulls #23 home jersey, signed on the front number in blue Sharpie', 60);
    expect(cut).toBe('Chicago Bulls #23 home jersey, signed on the front number…');
    expect(cut.length).toBeLessThanOrEqual(60);
  });

  it('never leaves a word cut in two, nor a comma before the ellipsis', () => {
    expect(shortenAtWord('2 items: Michael Jordan jersey, Tom Brady football', 33)).toBe('2 items: Michael Jordan jersey…');
    expect(shortenAtWord('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });
});

describe('itemTitle', () => {
  it('names the athlete and the type of the item', () => {
    expect(itemTitle({ athlete: 'michael-jordan', itemType: 'jersey' })).toBe('Michael Jordan signed jersey');
    expect(itemTitle({ athlete: 'wayne-gretzky', itemType: 'hockey-stick' })).toBe('Wayne Gretzky signed hockey stick');
  });

  it('names an item of no stated type (a Quick Opinion) an autograph, and keeps a typed type in its words', () => {
    expect(itemTitle({ athlete: 'tom-brady', itemType: null })).toBe('Tom Brady autograph');
    expect(itemTitle({ athlete: 'tom-brady', itemType: 'other' })).toBe('Tom Brady autograph');
    expect(itemTitle({ athlete: 'tom-brady', itemType: 'Game-worn Helmet' })).toBe('Tom Brady signed game-worn helmet');
  });

  it('stays within its length, cut at a word', () => {
    const title = itemTitle({ athlete: 'tom-brady', itemType: 'rookie season practice helmet with the original chin strap and visor' });
    expect(title.length).toBeLessThanOrEqual(ITEM_TITLE_MAX);
    expect(title).toMatch(/^Tom Brady signed rookie season .*[a-z]…$/);
  });
});

describe('orderTitle', () => {
  it('is the item title for one item', () => {
    expect(orderTitle([{ athlete: 'michael-jordan', itemType: 'jersey' }])).toBe('Michael Jordan signed jersey');
  });

  it('counts several items and names each by athlete and type', () => {
    expect(
      orderTitle([
        { athlete: 'michael-jordan', itemType: 'jersey' },
        { athlete: 'tom-brady', itemType: 'football' },
      ]),
    ).toBe('2 items: Michael Jordan jersey, Tom Brady football');
    expect(orderTitle([{ athlete: 'michael-jordan', itemType: null }, { athlete: 'wayne-gretzky', itemType: null }])).toBe(
      '2 items: Michael Jordan autograph, Wayne Gretzky autograph',
    );
  });

  it('cuts a long list at a whole item name, with an ellipsis', () => {
    const items = Array.from({ length: 10 }, () => ({ athlete: 'wayne-gretzky', itemType: 'hockey-puck' }));
    const title = orderTitle(items);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).toMatch(/^10 items: Wayne Gretzky hockey puck, .*puck…$/);
  });
});
