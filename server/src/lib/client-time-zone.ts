import fs from 'node:fs';
import path from 'node:path';

/** The zone a client build writes its dates in: its pages' <meta name="business-time-zone"> (scripts/build/business-time-zone.ts). */
export function builtTimeZone(html: string): string | undefined {
  return /<meta name="business-time-zone" content="([^"]*)"/.exec(html)?.[1];
}

/**
 * Refuses a client built for another zone than the server's BUSINESS_TIME_ZONE: its pages would name
 * other days than the server's e-mails and PDFs (decision 037). No build, or one without the tag, is let be.
 */
export function checkClientTimeZone(clientDir: string, zone: string): void {
  const index = path.join(clientDir, 'index.html');
  if (!fs.existsSync(index)) return;
  const built = builtTimeZone(fs.readFileSync(index, 'utf8'));
  if (built !== undefined && built !== zone) {
    throw new Error(`BUSINESS_TIME_ZONE is ${zone} but the client in ${clientDir} was built with ${built}: build it again with the same BUSINESS_TIME_ZONE (npm run build)`);
  }
}
