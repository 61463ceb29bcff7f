import { Crown, Target, Trophy, type LucideIcon } from 'lucide-react';
import type { BundleDefinition } from '@shared/pricing';

/** The icon keys of shared/pricing's bundles, drawn with lucide. */
export const BUNDLE_ICONS: Readonly<Record<BundleDefinition['icon'], LucideIcon>> = { trophy: Trophy, target: Target, crown: Crown };
