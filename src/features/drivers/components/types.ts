import type { ResponseDriver } from '../api-schema';
import type { ReaderPlacement } from '@/content/campaigns/schema';

/** What every driver type's component gets from DriverView. */
export interface DriverComponentProps {
  driver: ResponseDriver;
  placement: ReaderPlacement;
  contentIndex: number;
  /** Called once when the driver's flow has finished (sign-up confirmed, answer recorded, dismissed). */
  onDone: () => void;
}

/** Spec article blocks 9: "Default CTA texts: GET STARTED, JOIN NOW, SIGN UP NOW, SUBMIT, VISIT HUB." */
export const defaultCta = {
  getStarted: 'GET STARTED',
  joinNow: 'JOIN NOW',
  signUpNow: 'SIGN UP NOW',
  submit: 'SUBMIT',
  visitHub: 'VISIT HUB',
} as const;

/** Spec article blocks 9: 'Confirmation: "Thanks for signing up!"'. */
export const defaultConfirmation = 'Thanks for signing up!';
