/**
 * A signed-in student's own screens, linked from the avatar menu and the footer (decision 22: the
 * spec's menu held only Logout, which left the dashboard unreachable).
 */
export const accountLinks = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/user', label: 'My Activity' },
] as const;
