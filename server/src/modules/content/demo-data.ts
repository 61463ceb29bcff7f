import type { BlogCategory } from '@shared/schemas/blog';

/**
 * The demo content of a fresh embedded install (demo-content.ts): original text, and pictures
 * rendered from the site's own illustrations (client/src/features/marketing/art). Every entry says
 * it is a demo, so an admin knows to replace it.
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

const DEMO_NOTE = 'Demo item: edit or delete it in the admin tools.';

export const DEMO_ITEMS: {
  title: string;
  description: string;
  athlete: string;
  category: string;
  year: string;
  rarity: string;
  image: DemoImage;
}[] = [
  { title: 'Signed Home Jersey #23', description: `Game-style home jersey signed across the number in black marker. ${DEMO_NOTE}`, athlete: 'Michael Jordan', category: 'Jersey', year: '1996', rarity: 'Legendary', image: 'demo-jersey-basketball' },
  { title: 'Signed Road Jersey #12', description: `Road jersey signed on the front numeral, with a matching hologram. ${DEMO_NOTE}`, athlete: 'Tom Brady', category: 'Jersey', year: '2007', rarity: 'Ultra Rare', image: 'demo-jersey-football' },
  { title: 'Signed Jersey #99', description: `Home jersey signed on the shoulder stripe. ${DEMO_NOTE}`, athlete: 'Wayne Gretzky', category: 'Jersey', year: '1988', rarity: 'Legendary', image: 'demo-jersey-hockey' },
  { title: 'Encapsulated Rookie Card', description: `A signed rookie card sealed in a tamper-evident slab. ${DEMO_NOTE}`, athlete: 'Michael Jordan', category: 'Trading Card', year: '1986', rarity: 'Rare', image: 'demo-card-slab' },
  { title: 'Signed 8x10 Photograph', description: `Action photograph signed in blue paint pen. ${DEMO_NOTE}`, athlete: 'Tom Brady', category: 'Photograph', year: '2015', rarity: 'Uncommon', image: 'demo-signed-photo' },
  { title: 'Signed Game Stick', description: `Stick signed on the blade, examined under magnification. ${DEMO_NOTE}`, athlete: 'Wayne Gretzky', category: 'Equipment', year: '1985', rarity: 'Rare', image: 'demo-hockey-stick' },
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
      'Every item sent for a Full Letter of Authenticity follows the same path.\n\nFirst we compare the signature with dated exemplars from the same period: letter forms, slant, pressure and the way the pen leaves the surface.\n\nThen we look at the item itself. Materials, tags and printing must fit the era the signature claims.\n\nOnly when both agree do we issue a letter with a hologram and a certificate number anyone can check on our verification page.\n\n(This is a demo post: edit or delete it in the admin tools.)',
    category: 'Authentication',
    image: 'demo-letter',
    isFeatured: true,
    daysAgo: 2,
  },
  {
    title: 'Five Habits That Protect a Signed Collection',
    excerpt: 'Light, humidity and handling do more damage than time. Simple habits keep ink sharp for decades.',
    content:
      '1. Keep signed items out of direct sunlight: ink fades long before paper yellows.\n2. Store at steady, moderate humidity.\n3. Handle photos and cards by the edges.\n4. Use acid-free sleeves and UV-filtering frames.\n5. Keep your letters of authenticity with the items they describe.\n\n(This is a demo post: edit or delete it in the admin tools.)',
    category: 'Collection Tips',
    image: 'demo-signed-photo',
    daysAgo: 6,
  },
  {
    title: 'Our News & Blog Is Open',
    excerpt: 'Authentication insights, collecting tips and company updates, all in one place.',
    content:
      'Welcome to the News & Blog. Here we will share how authentication works, what we learn from the items we examine, and updates about our services.\n\nFollow along with the RSS feed, or check back for new articles.\n\n(This is a demo post: edit or delete it in the admin tools.)',
    category: 'Company News',
    image: 'demo-slide-general',
    daysAgo: 10,
  },
  {
    title: 'Video: How a Post With a Video Looks',
    excerpt: 'Posts can embed a YouTube or Vimeo video. This demo embeds an openly licensed short film as a placeholder.',
    content:
      'A post with a video link shows the player above its text. YouTube links play from youtube-nocookie.com and Vimeo links from player.vimeo.com; other links play in the browser\'s own player.\n\nThe video here is Big Buck Bunny, an openly licensed short film by the Blender Foundation, used only as a placeholder.\n\n(This is a demo post: edit or delete it in the admin tools.)',
    category: 'Community',
    image: 'demo-phone',
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    daysAgo: 14,
  },
  {
    title: 'Draft: Reading a Signature Under Magnification',
    excerpt: 'A draft only admins can see: what ink flow, pressure and hesitation marks tell an examiner.',
    content:
      'This draft shows how unpublished posts work: admins see it with a Draft badge; visitors never do.\n\n(This is a demo post: edit or delete it in the admin tools.)',
    category: 'Authentication',
    image: 'demo-card-slab',
    isPublished: false,
    daysAgo: 1,
  },
];
