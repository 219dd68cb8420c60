// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestConnection } from '../../testing/test-connection.ts';
import { renderApp } from '../../testing/render-app.tsx';
import SettingsScreen from './settings-screen.tsx';

describe('Settings', () => {
  it('names the connection and shows the service health', async () => {
    renderApp(<SettingsScreen />, await createTestConnection());
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getAllByText(/In this browser/).length).toBeGreaterThan(0);
    expect(await screen.findByText('Service health: ok')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Theme' })).toBeTruthy();
  });
});
