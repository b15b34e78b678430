// engine: database (newsroom documents, revisions, reviews, schedules, staff sessions and media live in the database)
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support';

/**
 * The newsroom (issue 31, decision 017) in Chromium, signed in through the local provider's staff
 * accounts: a writer drafts an article with blocks and a library image, a reviewer approves it, an
 * editor schedules it and restores a bad edit from history; two sessions conflict without losing
 * text; a writer cannot publish; and the path from sign-in to moving a block works by keyboard alone.
 */

type Staff = 'writer' | 'reviewer' | 'editor' | 'marketer';
const run = `${Date.now()}`;

/** The newsroom's sign-in page, the local provider's page, then the document list: each axe-clean. */
async function signIn(page: Page, who: Staff): Promise<void> {
  await page.goto('/newsroom/sign-in');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in with your staff account' }).click();
  await page.waitForURL(/localhost:\d+\/staff\/interaction\//);
  await expectNoAxeViolations(page);
  await page.locator(`#member-${who}`).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** A new browser context signed in as `who` (a second person at another computer). */
async function staffPage(browser: Browser, who: Staff): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

/** "New document": an article on Healthline with this title and path; resolves with the editor's document id. */
async function createArticle(page: Page, title: string, path: string, axe = false): Promise<string> {
  await page.goto('/newsroom/new');
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel('Article or page').check();
  await page.getByLabel('Site').selectOption('healthline');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Path or slug').fill(path);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.waitForURL(/\/newsroom\/documents\/[^/]+$/);
  await expect(bar(page)).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`/newsroom/documents/${id}`);
  await expect(bar(page)).toBeVisible();
}

const bar = (page: Page) => page.getByRole('region', { name: 'Status and actions' });
const saveStatus = (page: Page) => bar(page).getByRole('status');
const details = (page: Page) => page.getByRole('group', { name: 'Document details' });
/** The document's own title field (a source's title further down has the same label). */
const titleField = (page: Page) => details(page).getByRole('textbox', { name: 'Title*', exact: true }).first();
const blockHeadings = (page: Page) => page.getByRole('list', { name: 'Body' }).getByRole('heading', { level: 3 });

/** After an edit: the change is pending, then autosaved (3 s after the last keystroke). */
async function expectAutosaved(page: Page): Promise<void> {
  await expect(saveStatus(page)).not.toHaveText(/^(Saved at|No changes yet)/);
  await expect(saveStatus(page)).toHaveText(/^Saved at /, { timeout: 15_000 });
}

/** Presses Tab (Shift+Tab going back) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The block picker by keyboard: Enter on the focused "Add block" button, the search, arrows, Enter. */
async function pickBlock(page: Page, search: string, option: string, arrowsDown = 0, axe = false): Promise<void> {
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Add a block' });
  await expect(picker.getByRole('combobox', { name: 'Search block types' })).toBeFocused();
  await page.keyboard.type(search);
  for (let i = 0; i < arrowsDown; i++) await page.keyboard.press('ArrowDown');
  await expect(picker.getByRole('option', { selected: true })).toContainText(option);
  if (axe) await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
}

/** "Choose from library" beside an image field, then the uploaded image (searched by its alt text). */
async function chooseFromLibrary(page: Page, button: Locator, alt: string, axe = false): Promise<void> {
  await button.click();
  const library = page.getByRole('dialog', { name: 'Choose an image' });
  await library.getByRole('searchbox', { name: 'Search the library' }).fill(alt);
  await expect(library.getByRole('status')).toHaveText('1 image');
  if (axe) await expectNoAxeViolations(page);
  await library.getByRole('button', { name: new RegExp(`^${alt} , 64 by 48: choose`) }).click();
  await expect(library).toBeHidden();
}

/** The local value of a datetime-local input, `seconds` from now in the browser's own time zone. */
const localDateTime = (page: Page, seconds: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  }, seconds);

test.describe('an article from draft to the site', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  const title = `Walking after meals ${run}`;
  const path = `/e2e-newsroom/walking-after-meals-${run}`;
  const alt = `A coral swatch ${run}`;
  const question = `Does a ten-minute walk help? (${run})`;
  const warningHeader = `When to stop (${run})`;
  let id = '';

  test('a writer drafts it with a product card, a FAQ, a warning and a library image; the preview shows it and the site does not', async ({ page }) => {
    await signIn(page, 'writer');

    // The media library: a PNG made here, uploaded with its alt text.
    await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Media' }).click();
    // A client-side navigation: the title comes a moment after the page (axe needs it).
    await expect(page).toHaveTitle('Media — Wellread newsroom');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 232, g: 106, b: 86 } } }).png().toBuffer();
    await page.getByLabel(/^Image \(JPEG, PNG/).setInputFiles({ name: `swatch-${run}.png`, mimeType: 'image/png', buffer: png });
    await page.getByLabel(/^Alt text \(what the image shows/).fill(alt);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(`Uploaded swatch-${run}.png.`)).toBeVisible();
    await expect(page.getByRole('img', { name: alt })).toBeVisible();
    await expectNoAxeViolations(page);

    id = await createArticle(page, title, path, true);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(bar(page)).toContainText('Draft Revision 1, not live');
    await expectNoAxeViolations(page);
    await details(page).getByRole('textbox', { name: 'Description*', exact: true }).fill('Why a short walk after eating is worth it.');

    // Blocks through the picker, by keyboard: "product card" lists Paid media card first.
    const addBlock = page.getByRole('button', { name: 'Add block at the end of Body' });
    await addBlock.focus();
    await pickBlock(page, 'product card', 'Product card', 1, true);
    const card = page.getByRole('group', { name: 'Product card, block 1 of 1' });
    await expect(card.getByRole('textbox', { name: 'Product title*' })).toBeVisible();
    await card.getByRole('textbox', { name: 'Id*' }).fill('pedometer');
    await card.getByRole('textbox', { name: 'Product title*' }).fill('Step counter');
    await card.getByRole('textbox', { name: 'Cta url*' }).fill('https://shop.example.com/step-counter');
    await chooseFromLibrary(page, card.getByRole('button', { name: 'Choose from library : Img src' }), alt);
    await expect(card.getByRole('textbox', { name: 'Img src' })).toHaveValue(/^\/media\//);
    await expect(card.getByRole('textbox', { name: 'Img alt' })).toHaveValue(alt);

    await addBlock.focus();
    await pickBlock(page, 'faq', 'FAQ');
    const faq = page.getByRole('group', { name: 'FAQ, block 2 of 2' });
    await faq.getByRole('button', { name: 'Add to Items' }).click();
    await faq.getByRole('textbox', { name: 'Question*' }).fill(question);
    await faq.getByRole('textbox', { name: 'Answer' }).fill('Yes: it blunts the rise in blood sugar after eating.');

    // A third widget, with rich text: a warning.
    await addBlock.focus();
    await pickBlock(page, 'warning', 'Warning');
    const warning = page.getByRole('group', { name: 'Warning, block 3 of 3' });
    await warning.getByRole('textbox', { name: /^Header/ }).fill(warningHeader);
    await warning.getByRole('textbox', { name: /^Text/ }).fill('Stop walking and sit down if you feel chest pain or faint.');
    await expect(blockHeadings(page)).toHaveText([/Product card\s*Step counter/, /FAQ\s*Does a ten-minute walk help/, /^Warning/]);

    // The hero image from the library fills its alt text, width and height.
    await details(page).getByRole('button', { name: 'Add hero image' }).click();
    const hero = details(page).getByRole('group', { name: /^Hero image/ });
    await chooseFromLibrary(page, hero.getByRole('button', { name: 'Choose from library : Src' }), alt, true);
    await expect(hero.getByRole('textbox', { name: 'Alt*' })).toHaveValue(alt);
    await expect(hero.getByRole('spinbutton', { name: 'Width*' })).toHaveValue('64');

    // A health article needs its sources.
    await details(page).getByRole('button', { name: 'Add to References' }).click();
    const source = details(page).getByRole('group', { name: 'References-1*' });
    await source.getByRole('textbox', { name: 'Title*' }).fill('Effects of walking after meals on blood glucose');
    await source.getByRole('textbox', { name: 'Publisher*' }).fill('Sports Medicine');
    await source.getByRole('spinbutton', { name: 'Year*' }).fill('2022');
    await source.getByRole('textbox', { name: 'Pmid' }).fill('35192165');
    await expectAutosaved(page);
    await expect(details(page).getByText('a health article needs at least one source')).toBeHidden();
    await expectNoAxeViolations(page);

    // The preview renders the saved revision; readers get nothing.
    await page.locator('iframe[title^="Preview at desktop width"]').scrollIntoViewIfNeeded();
    const preview = page.frameLocator('iframe[title^="Preview at desktop width"]');
    await expect(preview.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(preview.getByText(question)).toBeVisible();
    await expect(preview.getByText(warningHeader)).toBeVisible();
    expect((await page.request.get(path)).status()).toBe(404);
  });

  test('a reviewer comments on a block and approves: the revision carries "Rosa Reyes"', async ({ page, browser }) => {
    await signIn(page, 'writer');
    await openEditor(page, id);
    await bar(page).getByRole('button', { name: 'Submit for review…' }).click();
    const submit = page.getByRole('form', { name: 'Submit for review' });
    await expect(submit.getByRole('option', { name: /^Rosa Reyes/ })).toBeAttached();
    await submit.getByLabel('Medical reviewer').selectOption('rosa.reviewer@staff.example.test');
    await expectNoAxeViolations(page);
    await submit.getByRole('button', { name: 'Submit for review' }).click();
    await expect(bar(page)).toContainText('In review');

    const reviewer = await staffPage(browser, 'reviewer');
    await reviewer.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Review queue' }).click();
    await expect(reviewer).toHaveTitle('Review queue — Wellread newsroom');
    const mine = reviewer.getByRole('region', { name: 'Sent to you' });
    await expect(mine.getByRole('row', { name: new RegExp(`${title}.*Wren Walsh.*Rosa Reyes`) })).toBeVisible();
    await expectNoAxeViolations(reviewer);
    await mine.getByRole('link', { name: title }).click();
    await expect(saveStatus(reviewer)).toHaveText('Read only: your roles do not allow editing this document.');
    await expectNoAxeViolations(reviewer);

    await reviewer.getByRole('button', { name: 'Comment on this block : FAQ, block 2 of 3' }).click();
    await reviewer.getByRole('textbox', { name: 'Comment on FAQ' }).fill('Please cite the trial for the ten minutes.');
    await reviewer.getByRole('button', { name: 'Add comment' }).click();
    await expect(reviewer.getByRole('list', { name: 'Comments on FAQ' })).toContainText('Rosa Reyes');
    await expect(reviewer.getByRole('list', { name: 'Comments on FAQ' })).toContainText('Please cite the trial for the ten minutes.');

    await bar(reviewer).getByRole('button', { name: 'Approve…' }).click();
    await expectNoAxeViolations(reviewer);
    await bar(reviewer).getByRole('button', { name: /^Approve revision \d+$/ }).click();
    await expect(bar(reviewer)).toContainText(/^Approved Revision \d+, not live, approved: \d+/);
    await expectNoAxeViolations(reviewer);

    const answer = (await (await reviewer.request.get(`/api/newsroom/documents/${id}`)).json()) as { state: { status: string; headRevision: number; approvedRevision: number }; document: { medicalReviewer?: { name: string; credentials?: string } } };
    expect(answer.state.status).toBe('approved');
    expect(answer.state.approvedRevision).toBe(answer.state.headRevision);
    expect(answer.document.medicalReviewer).toEqual({ name: 'Rosa Reyes', credentials: 'MD' });
    await reviewer.context().close();
  });

  test('an editor schedules it 20 s ahead; it goes live on time and the audit log lists it', async ({ page }) => {
    await signIn(page, 'editor');
    await openEditor(page, id);
    await bar(page).getByRole('button', { name: 'Schedule…' }).click();
    const schedule = page.getByRole('form', { name: 'Schedule' });
    await schedule.getByLabel('Publish at', { exact: true }).fill(await localDateTime(page, 20));
    await expectNoAxeViolations(page);
    await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(bar(page)).toContainText(/^Scheduled Revision \d+, not live.*Publishes /);
    expect((await page.request.get(path)).status()).toBe(404);

    // The schedule runs every 15 s: live within a minute of asking.
    await expect.poll(async () => (await page.request.get(path)).status(), { timeout: 60_000, intervals: [2_000] }).toBe(200);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    await page.goto('/newsroom/audit');
    await expect(page.getByRole('link', { name: `Published on schedule “${title}”`, exact: false })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`Eli Edwards.*schedule.*${title}`) })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an editor reverts a bad title from history; the site never shows it', async ({ page }) => {
    await signIn(page, 'editor');
    await openEditor(page, id);
    await expect(titleField(page)).toHaveValue(title);
    const good = Number(/Revision (\d+)/.exec((await bar(page).textContent()) ?? '')?.[1]);
    await titleField(page).fill(`Walking after meals is pointless ${run}`);
    await expectAutosaved(page);
    await expect(bar(page)).toContainText(`Draft Revision ${good + 1}, live: ${good}`);

    await bar(page).getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('region', { name: `Changes from revision ${good} to ${good + 1}` })).toContainText(`title: “${title}” → “Walking after meals is pointless ${run}”`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Restore revision ${good}` }).click();

    await page.waitForURL(new RegExp(`/newsroom/documents/${id}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(titleField(page)).toHaveValue(title);
    await expect(bar(page)).toContainText(`Revision ${good + 2}, live: ${good}`);
    await expectNoAxeViolations(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Leave the demo site as it was for the specs after this one.
    const off = await page.request.post(`/api/newsroom/documents/${id}/actions`, { data: { action: 'unpublish' } });
    expect(off.status()).toBe(200);
    expect((await page.request.get(path)).status()).toBe(404);
  });
});

test.describe('two people, one draft', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the later save is refused naming who saved first, keeps its text, and saves after loading theirs', async ({ page, browser }) => {
    await signIn(page, 'writer');
    const id = await createArticle(page, `Sleep and caffeine ${run}`, `/e2e-newsroom/sleep-and-caffeine-${run}`);
    const editor = await staffPage(browser, 'editor');
    await openEditor(editor, id);
    const description = (p: Page) => details(p).getByRole('textbox', { name: 'Description*', exact: true });

    await description(page).fill('Caffeine stays in the body for hours.');
    await expectAutosaved(page);
    await expectNoAxeViolations(page);
    await description(editor).fill('Stop coffee by early afternoon.');
    await expect(saveStatus(editor)).toHaveText('Not saved: Wren Walsh saved a newer version');
    const conflict = editor.getByRole('region', { name: 'Someone else saved this document while you were editing' });
    await expect(conflict).toContainText('Wren Walsh saved a newer version (revision 2)');
    await expect(conflict).toContainText('Your changes are still here');
    await expect(description(editor)).toHaveValue('Stop coffee by early afternoon.');
    await expectNoAxeViolations(editor);

    await conflict.getByRole('button', { name: 'Load their version (your changes are kept below as a copy)' }).click();
    await expect(description(editor)).toHaveValue('Caffeine stays in the body for hours.');
    const copy = editor.getByRole('region', { name: /^Your changes from .*, as a copy$/ });
    await expect(copy.getByRole('textbox')).toHaveValue(/"description": "Stop coffee by early afternoon\."/);
    await expectNoAxeViolations(editor);

    await description(editor).fill('Caffeine stays in the body for hours. Stop coffee by early afternoon.');
    await expectAutosaved(editor);
    await expect(bar(editor)).toContainText('Revision 3');
    const saved = (await (await editor.request.get(`/api/newsroom/documents/${id}`)).json()) as { document: { description: string } };
    expect(saved.document.description).toBe('Caffeine stays in the body for hours. Stop coffee by early afternoon.');
    await editor.context().close();
  });
});

test.describe('roles', () => {
  test('a writer has no Publish button, and publishing through the API is refused', async ({ page }) => {
    await signIn(page, 'writer');
    const path = `/e2e-newsroom/writer-cannot-publish-${run}`;
    const id = await createArticle(page, `Not for the writer to publish ${run}`, path);
    await expect(bar(page).getByRole('button', { name: 'Submit for review…' })).toBeVisible();
    await expect(bar(page).getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await expect(bar(page).getByRole('button', { name: 'Schedule…' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const refused = await page.request.post(`/api/newsroom/documents/${id}/actions`, { data: { action: 'publish', confirmUnapproved: true } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    expect((await page.request.get(path)).status()).toBe(404);
  });
});

test.describe('campaigns', () => {
  test('a marketer previews a demo campaign: its driver in the right rail at both widths, with its figures', async ({ page }) => {
    await signIn(page, 'marketer');
    await page.getByLabel('Search').fill('Appointment checklist download');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('link', { name: 'Appointment checklist download, heart health' }).click();
    await expect(bar(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Figures', level: 2 })).toBeVisible();
    for (const width of ['phone', 'desktop']) {
      const preview = page.frameLocator(`iframe[title^="Preview at ${width} width"]`);
      await expect(preview.getByRole('heading', { name: 'Campaign: Appointment checklist download, heart health', level: 1 })).toBeVisible();
      await expect(preview.getByRole('complementary', { name: 'Right rail' }).getByText('Get more from your next checkup')).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('on a phone', () => {
  test('at 320 px the list, the editor of a demo article and its history do not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await signIn(page, 'editor');
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.goto(`/newsroom?type=article&site=healthline&q=${encodeURIComponent('warning signs')}`);
    await page.getByRole('link', { name: 'Heart attack warning signs: what to look for and what to do' }).click();
    await expect(page.locator('[data-editor-ready]')).toBeVisible();
    // The form's list fields (its sources, authors) put their Move and Remove buttons under the fields.
    await expect(page.locator('.rjsf-array-item').first()).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await bar(page).getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('region', { name: 'Revisions' })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 90_000 });

  test('sign in, create a draft, add blocks with the picker and move one, without a click', async ({ page }) => {
    await page.goto('/newsroom/sign-in');
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('link', { name: 'Sign in with your staff account' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/localhost:\d+\/staff\/interaction\//);
    await tabTo(page, page.locator('#member-writer'));
    await expect(page.locator('#member-writer')).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('link', { name: 'New document' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('New document — Wellread newsroom');
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByLabel('Title'));
    await page.keyboard.type(`Keyboard only ${run}`);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Path or slug')).toBeFocused();
    await page.keyboard.type(`/e2e-newsroom/keyboard-only-${run}`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Keyboard only ${run}`, level: 1 })).toBeVisible();
    const id = new URL(page.url()).pathname.split('/').pop()!;

    // Two blocks from the picker: the new block's heading takes the focus each time.
    const addBlock = page.getByRole('button', { name: 'Add block at the end of Body' });
    await tabTo(page, addBlock);
    await pickBlock(page, 'faq', 'FAQ');
    await expect(page.getByRole('button', { name: /FAQ/, expanded: true })).toBeFocused();
    await tabTo(page, addBlock);
    await pickBlock(page, 'divider', 'Divider');
    await expect(page.getByRole('button', { name: /Divider/, expanded: true })).toBeFocused();
    await expect(blockHeadings(page)).toHaveText([/^FAQ/, /^Divider/]);
    await expectNoAxeViolations(page);

    // The open FAQ (much taller than the divider) by its drag handle: Space, down arrow, Space.
    const handle = page.getByRole('button', { name: 'Drag to move: FAQ, block 1 of 2' });
    await tabTo(page, handle, true);
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('FAQ is over position 1 of 2 in Body.')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('FAQ is over position 2 of 2 in Body.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(blockHeadings(page)).toHaveText([/^Divider/, /^FAQ/]);

    // And back with its Move up button.
    await tabTo(page, page.getByRole('button', { name: 'Move up : FAQ, block 2 of 2' }));
    await page.keyboard.press('Enter');
    await expect(blockHeadings(page)).toHaveText([/^FAQ/, /^Divider/]);
    await expect(page.getByRole('status').filter({ hasText: 'Moved FAQ to position 1 of 2.' })).toBeAttached();
    await expectAutosaved(page);
    const saved = (await (await page.request.get(`/api/newsroom/documents/${id}`)).json()) as { document: { body: { widgetFormat?: string }[] } };
    expect(saved.document.body.map((b) => b.widgetFormat)).toEqual(['faq', 'divider']);
  });
});
