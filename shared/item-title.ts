/**
 * The titles of items and orders, made from the athlete and the item type (never from the customer's
 * notes, which are free text of any length). One place for every list, e-mail, PDF and certificate.
 */
import { athleteName } from './constants';
import { ITEM_TYPE_VALUES, itemTypeLabel } from './loa-options';

/** The longest item title (the certificate's ITEM line, the admin's title field). */
export const ITEM_TITLE_MAX = 80;
/** The longest order title (submissions.item: lists, e-mail subjects, PDFs). */
export const ORDER_TITLE_MAX = 80;


/** At most `max` characters: cut at the last whole word that fits, with an ellipsis; never mid-word. */
export function shortenAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max); // the ellipsis takes the last place
  const space = room.lastIndexOf(' ');
  // One word longer than the room: only then is it cut inside the word.
  const cut = space > 0 ? room.slice(0, space) : room.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** "jersey", "hockey stick", or the bundle form's free text in lower case; null for none or other. */
function typeWords(itemType: string | null | undefined): string | null {
  const type = itemType?.trim();
  if (!type || type === 'other') return null;
  const label = (ITEM_TYPE_VALUES as readonly string[]).includes(type) ? itemTypeLabel(type) : type;
  return label.toLowerCase();
}

export interface TitledItem {
  athlete: string;
  itemType: string | null;
}

/**
 * "Michael Jordan signed jersey": the default title of an item, which the admin may change. An item
 * of no stated type (every Quick Opinion: judged from photos, the form asks no type) is what was
 * judged: "Michael Jordan autograph", never the vague "signed item".
 */
export function itemTitle(item: TitledItem): string {
  const type = typeWords(item.itemType);
  return shortenAtWord(`${athleteName(item.athlete)} ${type ? `signed ${type}` : 'autograph'}`, ITEM_TITLE_MAX);
}

/** One item: its title. Several: "2 items: Michael Jordan jersey, Tom Brady football". */
export function orderTitle(items: readonly TitledItem[]): string {
  if (items.length === 1) return itemTitle(items[0]!);
  const names = items.map((i) => `${athleteName(i.athlete)} ${typeWords(i.itemType) ?? 'autograph'}`);
  const full = `${items.length} items: ${names.join(', ')}`;
  if (full.length <= ORDER_TITLE_MAX) return full;
  // Too long: as many whole item names as fit, then the ellipsis.
  let title = `${items.length} items: ${names[0]!}`;
  for (const name of names.slice(1)) {
    if (`${title}, ${name}…`.length > ORDER_TITLE_MAX) break;
    title = `${title}, ${name}`;
  }
  return shortenAtWord(`${title}…`, ORDER_TITLE_MAX);
}

/** An item's title as the admin left it (submission_items.title), else the one made from athlete and type. */
export const titleOf = (item: TitledItem & { title: string | null }): string => item.title ?? itemTitle(item);
