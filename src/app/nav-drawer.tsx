import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuIcon from '@mui/icons-material/Menu';
import { Fragment, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Place } from './navigation.ts';
import { rememberedLocation } from './remembered-search.ts';
import { NAVIGATION } from './routes.tsx';

/**
 * A phone's navigation: a menu button that opens a drawer of every screen under its group's heading. Escape or a
 * screen chosen closes it, and the focus goes back to the button (the drawer's modal restores it).
 */
export function NavDrawer({ place }: { place: Place | null }) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Screens menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        id={drawerId}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'All screens' } }}
      >
        <Box component="nav" aria-label="Screens" sx={{ width: 280 }}>
          {NAVIGATION.map((group) => (
            <Fragment key={group.label}>
              <ListSubheader
                id={`${drawerId}-${group.label}`}
                component="h2"
                sx={{ lineHeight: '36px', fontWeight: 700 }}
              >
                {group.label}
              </ListSubheader>
              <List dense disablePadding aria-labelledby={`${drawerId}-${group.label}`}>
                {group.screens.map((screen) => {
                  const current = place?.screen === screen;
                  return (
                    <ListItem key={screen.path} disablePadding>
                      <ListItemButton
                        component={RouterLink}
                        to={rememberedLocation(screen.path)}
                        selected={current}
                        aria-current={current ? 'page' : undefined}
                        onClick={() => setOpen(false)}
                        sx={{ pl: 3 }}
                      >
                        {screen.label}
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            </Fragment>
          ))}
        </Box>
      </Drawer>
    </>
  );
}
