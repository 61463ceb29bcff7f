import type { BlogCategory } from '@shared/blog';

/**
 * The demo content of a fresh embedded install (demo-content.ts): original text, and pictures
 * rendered from the site's own illustrations (client/src/features/marketing/art). It reads like the
 * site's own content (a visitor sees no "demo" label); an admin edits or deletes it like any other.
 */
export const DEMO_ART = {
  'demo-jersey-basketball': { art: 'jersey-basketball', background: ['#14213d', '#2b4a8b'] },
  'demo-jersey-football': { art: 'jersey-football', background: ['#1f2a24', '#3f6b4f'] },
  'demo-jersey-hockey': { art: 'jersey-hockey', background: ['#23324f', '#6a87c2'] },
  'demo-card-slab': { art: 'card-slab', background: ['#2d1e3b', '#6c4a8f'] },
  'demo-signed-photo': { art: 'signed-photo', background: ['#3b2a1e', '#8f6a4a'] },
  'demo-hockey-stick': { art: 'hockey-stick', background: ['#1e2f3b', '#4a7a8f'] },
  'demo-letter': { art: 'letter', background: ['#0b1222', '#34466e'] },
  'demo-phone': { art: 'phone', background: ['#1b1b1f', '#4b4b58'] },
  'demo-slide-general': { art: 'slide-general', background: ['#0b1222', '#1d2b4d'] },
} as const;
export type DemoImage = keyof typeof DEMO_ART;

export const DEMO_ITEMS: {
  title: string;
  description: string;
  athlete: string;
  category: string;
  year: string;
  rarity: string;
  image: DemoImage;
}[] = [
  { title: 'Signed Home Jersey #23', description: `Game-style home jersey signed across the number in black marker.`, athlete: 'Michael Jordan', category: 'Jersey', year: '1996', rarity: 'Legendary', image: 'demo-jersey-basketball' },
  { title: 'Signed Road Jersey #12', description: `Road jersey signed on the front numeral, with a matching hologram.`, athlete: 'Tom Brady', category: 'Jersey', year: '2007', rarity: 'Ultra Rare', image: 'demo-jersey-football' },
  { title: 'Signed Jersey #99', description: `Home jersey signed on the shoulder stripe.`, athlete: 'Wayne Gretzky', category: 'Jersey', year: '1988', rarity: 'Legendary', image: 'demo-jersey-hockey' },
  { title: 'Encapsulated Rookie Card', description: `A signed rookie card sealed in a tamper-evident slab.`, athlete: 'Michael Jordan', category: 'Trading Card', year: '1986', rarity: 'Rare', image: 'demo-card-slab' },
  { title: 'Signed 8x10 Photograph', description: `Action photograph signed in blue paint pen.`, athlete: 'Tom Brady', category: 'Photograph', year: '2015', rarity: 'Uncommon', image: 'demo-signed-photo' },
  { title: 'Signed Game Stick', description: `Stick signed on the blade, examined under magnification.`, athlete: 'Wayne Gretzky', category: 'Equipment', year: '1985', rarity: 'Rare', image: 'demo-hockey-stick' },
];

export const DEMO_POSTS: {
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  image: DemoImage;
  videoUrl?: string;
  isFeatured?: boolean;
  isPublished?: boolean;
  daysAgo: number;
}[] = [
  {
    title: 'What Happens During a Full Letter of Authenticity Review',
    excerpt: 'From the first photo to the certificate number: a walk through the steps every item takes before it earns a letter.',
    content:
      'Every item sent for a Full Letter of Authenticity follows the same path.\n\nFirst we compare the signature with dated exemplars from the same period: letter forms, slant, pressure and the way the pen leaves the surface.\n\nThen we look at the item itself. Materials, tags and printing must fit the era the signature claims.\n\nOnly when both agree do we issue a letter with a hologram and a certificate number anyone can check on our verification page.',
    category: 'Authentication',
    image: 'demo-letter',
    isFeatured: true,
    daysAgo: 2,
  },
  {
    title: 'Five Habits That Protect a Signed Collection',
    excerpt: 'Light, humidity and handling do more damage than time. Simple habits keep ink sharp for decades.',
    content:
      '1. Keep signed items out of direct sunlight: ink fades long before paper yellows.\n2. Store at steady, moderate humidity.\n3. Handle photos and cards by the edges.\n4. Use acid-free sleeves and UV-filtering frames.\n5. Keep your letters of authenticity with the items they describe.',
    category: 'Collection Tips',
    image: 'demo-signed-photo',
    daysAgo: 6,
  },
  {
    title: 'Our News & Blog Is Open',
    excerpt: 'Authentication insights, collecting tips and company updates, all in one place.',
    content:
      'Welcome to the News & Blog. Here we will share how authentication works, what we learn from the items we examine, and updates about our services.\n\nFollow along with the RSS feed, or check back for new articles.',
    category: 'Company News',
    image: 'demo-slide-general',
    daysAgo: 10,
  },
  {
    title: 'Video Comes to the Blog',
    excerpt: 'Articles can now carry a video above their text. Our first one is a short film our team loves.',
    content:
      'From today, an article can open with a video: a look at an examination, an unboxing of a returned letter, a collector\'s story.\n\nTo open the series we chose Big Buck Bunny, the openly licensed short film by the Blender Foundation that has been a favourite in our break room for years. Examinations on camera follow soon.',
    category: 'Community',
    image: 'demo-phone',
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    daysAgo: 14,
  },
  {
    title: 'Reading a Signature Under Magnification',
    excerpt: 'What ink flow, pressure and hesitation marks tell an examiner.',
    content:
      'Under ten times magnification a signature tells how it was made.\n\nA fluent signature shows tapered starts and finishes and even ink flow. Hesitation marks, blunt endings and a tremor in the strokes point to a hand that was copying, not signing.\n\nThe full article follows.',
    category: 'Authentication',
    image: 'demo-card-slab',
    isPublished: false,
    daysAgo: 1,
  },
];
