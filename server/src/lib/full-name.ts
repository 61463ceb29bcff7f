/** "First Last" of a user, as admins and certificates name them. */
export const fullNameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
