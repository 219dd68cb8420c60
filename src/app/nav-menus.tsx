import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Place } from './navigation.ts';
import { rememberedLocation } from './remembered-search.ts';
import type { NavGroup } from './routes.tsx';
import { NAVIGATION } from './routes.tsx';

// Full white on the blue bar (MUI's dimmed text is 2.6:1 there); the current group is bold and underlined in white.
const ITEM_SX = {
  color: 'inherit',
  minHeight: 40,
  px: 1.5,
  borderRadius: 0,
  textTransform: 'none',
  fontSize: '0.95rem',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  '&[aria-current]': { fontWeight: 700, borderBottomColor: 'common.white' },
} as const;

function GroupMenu({ group, place }: { group: NavGroup; place: Place | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const active = place?.group === group;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setAnchor(event.currentTarget);
  };
  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-current={active ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={onKeyDown}
        endIcon={<ArrowDropDownIcon />}
        sx={ITEM_SX}
      >
        {group.label}
        {active && place && (
          // The screen within the group, so the bar always says where the analyst is.
          <Box component="span" sx={{ fontWeight: 400, ml: 0.75, opacity: 0.95 }}>
            · {place.screen.label}
          </Box>
        )}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {group.screens.map((screen) => {
          const current = place?.screen === screen;
          return (
            <MenuItem
              key={screen.path}
              component={RouterLink}
              // Back to the view the analyst left (the day, the form, the comparison), not the screen's defaults.
              to={rememberedLocation(screen.path)}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={() => setAnchor(null)}
            >
              {screen.label}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** The bar of groups: a menu per group of screens, a plain link for a group of one (Settings). */
export function NavMenus({ place }: { place: Place | null }) {
  return (
    <Box
      component="nav"
      aria-label="Screens"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'stretch', gap: 0.5, px: 1 }}
    >
      {NAVIGATION.map((group) => {
        if (group.screens.length > 1) return <GroupMenu key={group.label} group={group} place={place} />;
        const [screen] = group.screens;
        return (
          <Button
            key={group.label}
            component={RouterLink}
            to={rememberedLocation(screen.path)}
            aria-current={place?.screen === screen ? 'page' : undefined}
            sx={ITEM_SX}
          >
            {screen.label}
          </Button>
        );
      })}
    </Box>
  );
}
