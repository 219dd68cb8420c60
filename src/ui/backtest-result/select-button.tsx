import Button from '@mui/material/Button';

/**
 * The first cell's button of a row that shows something elsewhere (a trade on the price chart, a drawdown on the
 * equity chart): keyboard users reach it with Tab and press Enter; the row around it answers a click anywhere.
 */
export function SelectButton({
  label,
  text,
  pressed,
  onSelect,
}: {
  label: string;
  text: string;
  pressed: boolean;
  onSelect: () => void;
}) {
  return (
    <Button
      size="small"
      variant={pressed ? 'contained' : 'text'}
      aria-label={label}
      aria-pressed={pressed}
      onClick={(event) => {
        // The row's own click handler would select it a second time.
        event.stopPropagation();
        onSelect();
      }}
      sx={{ minWidth: 0, px: 1, py: 0, fontVariantNumeric: 'tabular-nums' }}
    >
      {text}
    </Button>
  );
}

/**
 * How a chosen row is set apart: an outline in the primary colour rather than MUI's selected tint, over which the red
 * and green figures of the row would fall below AA contrast.
 */
export const CHOSEN_ROW = { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } as const;
