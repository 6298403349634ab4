import { Paper } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { texts } from '../../lib/texts.ts';
import classes from './admin-tools-layout.module.css';

const items = [
  { to: '/admin-tools/campaign', label: texts.nav.campaignDashboard },
  { to: '/admin-tools/email-configuration', label: texts.nav.emailConfiguration },
];

export function AdminToolsLayout() {
  return (
    <div className={classes.layout}>
      <Paper component="nav" aria-label={texts.nav.adminTools} withBorder p="xs" radius="md" h="fit-content">
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={classes.link}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Paper>
      <div className={classes.content}>
        <Outlet />
      </div>
    </div>
  );
}
