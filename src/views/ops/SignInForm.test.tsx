// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInForm } from './SignInForm';

afterEach(cleanup);

describe('SignInForm', () => {
  it('is a labelled, hinted password field and a Sign in button in a styled card, posting to /ops/sign-in', () => {
    const { container } = render(<SignInForm page="/ops/campaigns" staffSignIn={false} />);
    const input = screen.getByLabelText('Operator token');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('class')).toBe('input');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('The value of OPERATOR_TOKEN on the server.');
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('class')).toBe('primary button');
    const form = container.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action'), form.className]).toEqual(['post', '/ops/sign-in', 'form']);
    expect(screen.queryByRole('alert')).toBeNull();
    // The page it was shown on, to return to once signed in.
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="next"]')?.value).toBe('/ops/campaigns');
  });

  it('shows a refusal as an alert tied to the field', () => {
    render(<SignInForm page="/ops" message="That token is not valid." staffSignIn={false} />);
    const input = screen.getByLabelText('Operator token');
    expect(screen.getByRole('alert').textContent).toBe('That token is not valid.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent)).toEqual([
      'That token is not valid.',
      'The value of OPERATOR_TOKEN on the server.',
    ]);
  });

  it('offers the staff sign-in first, returning to the page, and the token as break-glass only when one is set (decision 017)', () => {
    const { unmount } = render(<SignInForm page="/ops/campaigns" />);
    expect(screen.getByRole('link', { name: 'Sign in with your staff account' }).getAttribute('href')).toBe('/api/auth/login/staff?returnUrl=%2Fops%2Fcampaigns');
    expect(screen.getByRole('heading', { name: 'Break-glass sign-in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with the token' })).toBeTruthy();
    unmount();
    render(<SignInForm page="/ops" tokenForm={false} />);
    expect(screen.queryByLabelText('Operator token')).toBeNull();
  });
});
