import type { ResponseDriver } from '../api-schema';

/** A driver as the drivers API answers it, for the popup tests. */
export function testDriver(overrides: Partial<ResponseDriver> = {}): ResponseDriver {
  return {
    driverType: 'contentPromo',
    style: 'card',
    _uuid: '5b0f6a3e-4c1d-4f7a-9a57-2f1a3c6d8e90',
    campaignName: 'Heart health guide promotion',
    articlePlacement: '1stPagePopup',
    variant: 'A',
    headline: 'Read our heart health guide',
    bodyCopy: 'Five habits that protect your heart, reviewed by cardiologists.',
    callToAction: 'Read the guide',
    callToActionURL: '/heart-health',
    ...overrides,
  };
}
