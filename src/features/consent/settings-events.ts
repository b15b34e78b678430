/** Window event asking the consent island to open the privacy settings dialog (from the banner's Manage choices). */
export const openSettingsEvent = 'wellread:privacy-settings';

export function openPrivacySettings(): void {
  window.dispatchEvent(new Event(openSettingsEvent));
}
