import Link from '@mui/material/Link';

/** The id of the shell's `<main>`, which the skip link moves the focus to. */
export const MAIN_ID = 'main-content';

/**
 * "Skip to content": the first stop of the keyboard, shown only while focused, past the app bar to the screen. A hash
 * router owns the fragment, so the link moves the focus itself instead of following `#main-content`.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Link>
  );
}
