import { NavLink } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { texts } from '../../lib/texts.ts';
import { navItems } from './nav-items.ts';
import classes from './primary-nav.module.css';

export const PrimaryNavFragment = graphql(`
  fragment PrimaryNav_viewer on Viewer {
    can {
      clients
      offices
      users
      packages
      orders
      reports
      globalReport
      audience
      adminAudience
      adminToolsNav
    }
  }
`);

interface PrimaryNavProps {
  viewer: FragmentType<typeof PrimaryNavFragment>;
  vertical?: boolean;
  onNavigate?: () => void;
}

export function PrimaryNav({ viewer, vertical = false, onNavigate }: PrimaryNavProps) {
  const { can } = getFragmentData(PrimaryNavFragment, viewer);
  return (
    <nav aria-label={texts.nav.main}>
      <ul className={vertical ? `${classes.list} ${classes.vertical}` : classes.list}>
        {navItems(can).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={classes.link} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
