// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CsvDropZone } from './csv-drop-zone.tsx';
import type { DroppedFile } from './dropped-file.ts';

const CSV = 'Date,Open,High,Low,Close,Volume\n2021-01-04,1,2,1,2,100\n';

function zone() {
  return screen.getByRole('region', { name: /Drop a CSV file here|Release to load the file/ });
}

describe('CsvDropZone', () => {
  afterEach(cleanup);

  it('reads a dropped file and highlights while a file is dragged over', async () => {
    const onFile = vi.fn<(file: DroppedFile) => void>();
    render(<CsvDropZone onFile={onFile} />);
    fireEvent.dragEnter(zone(), { dataTransfer: { types: ['Files'] } });
    expect(screen.getByRole('heading', { name: 'Release to load the file' })).toBeTruthy();
    fireEvent.dragLeave(zone());
    expect(screen.getByRole('heading', { name: 'Drop a CSV file here' })).toBeTruthy();

    fireEvent.drop(zone(), { dataTransfer: { files: [new File([CSV], 'spx.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(onFile).toHaveBeenCalledWith({ fileName: 'spx.csv', text: CSV }));
  });

  it('opens the file dialog from a keyboard-reachable button and reads the chosen file', async () => {
    const onFile = vi.fn<(file: DroppedFile) => void>();
    render(<CsvDropZone onFile={onFile} />);
    const input = screen.getByLabelText<HTMLInputElement>('CSV file to load');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.csv,text/csv');
    const opened = vi.fn();
    input.addEventListener('click', opened);

    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Choose a CSV file' });
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalled();

    await userEvent.upload(input, new File([CSV], 'mine.csv', { type: 'text/csv' }));
    await waitFor(() => expect(onFile).toHaveBeenCalledWith({ fileName: 'mine.csv', text: CSV }));
  });

  it('says why a file that is not a CSV is refused, and ignores files while busy', async () => {
    const onFile = vi.fn<(file: DroppedFile) => void>();
    const { rerender } = render(<CsvDropZone onFile={onFile} />);
    fireEvent.drop(zone(), { dataTransfer: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText(/"photo\.png" is not a CSV file/)).toBeTruthy();

    rerender(<CsvDropZone onFile={onFile} busy />);
    expect(screen.getByRole('button', { name: 'Choose a CSV file' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/Reading the file/);
    fireEvent.drop(zone(), { dataTransfer: { files: [new File([CSV], 'late.csv', { type: 'text/csv' })] } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onFile).not.toHaveBeenCalled();
  });
});
