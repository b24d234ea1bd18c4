/** Every admin query about accounts starts with this, so one change refreshes the list and pages. */
export const adminUsersKey = ['admin', 'users'] as const;
export const adminUserKey = (id: string) => [...adminUsersKey, id] as const;
