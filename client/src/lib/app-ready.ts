/** Sent on window when the app has started (main.tsx); also marked as <html data-app="ready">. */
export const APP_READY_EVENT = 'app:ready';
