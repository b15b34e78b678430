/** Whether an image address is an animated gif (by its path). */
export function isGifSrc(src: string): boolean {
  return /\.gif$/i.test(src.split(/[?#]/)[0] ?? '');
}

export const gifLabels = { pause: 'Pause animation', play: 'Play animation' } as const;

export interface GifToggleOptions {
  /** Start with the still frame (the reader prefers reduced motion). */
  startFrozen: boolean;
  classes: { frame: string; button: string; still: string };
}

/**
 * Spec (article blocks 4): "Animated gif in reviews: click toggles between the animated gif and a
 * frozen still." Each gif gets a real button (so the keyboard can do it too); clicking the image
 * toggles as well. The still is the current frame drawn on a canvas: the sanitizer keeps no
 * companion still address, and drawing (never reading back) works for any host.
 * Returns a cleanup that restores the original markup.
 */
export function enhanceGifs(root: HTMLElement, options: GifToggleOptions): () => void {
  const cleanups = Array.from(root.querySelectorAll('img'))
    .filter((img) => isGifSrc(img.getAttribute('src') ?? '') && !img.closest('[data-gif-frame]'))
    .map((img) => enhanceGif(img, options));
  return () => cleanups.forEach((cleanup) => cleanup());
}

function enhanceGif(img: HTMLImageElement, { startFrozen, classes }: GifToggleOptions): () => void {
  const frame = document.createElement('span');
  frame.className = classes.frame;
  frame.dataset.gifFrame = 'playing';
  img.replaceWith(frame);
  frame.append(img);

  const button = document.createElement('button');
  button.type = 'button';
  button.className = classes.button;
  button.textContent = gifLabels.pause;
  frame.append(button);

  let still: HTMLCanvasElement | null = null;

  const freeze = (): void => {
    if (still) return;
    const width = img.naturalWidth || img.width;
    const height = img.naturalHeight || img.height;
    if (!width || !height) return;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return;
    canvas.width = width;
    canvas.height = height;
    canvas.className = classes.still;
    if (img.clientWidth > 0) canvas.style.width = `${img.clientWidth}px`;
    if (img.alt) {
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', img.alt);
    } else {
      canvas.setAttribute('aria-hidden', 'true');
    }
    context.drawImage(img, 0, 0, width, height);
    canvas.addEventListener('click', toggle);
    img.hidden = true;
    img.before(canvas);
    still = canvas;
    frame.dataset.gifFrame = 'frozen';
    button.textContent = gifLabels.play;
  };

  const play = (): void => {
    if (!still) return;
    still.remove();
    still = null;
    img.hidden = false;
    frame.dataset.gifFrame = 'playing';
    button.textContent = gifLabels.pause;
  };

  function toggle(): void {
    if (still) play();
    else freeze();
  }

  button.addEventListener('click', toggle);
  img.addEventListener('click', toggle);
  const freezeOnLoad = () => freeze();
  if (startFrozen) {
    if (img.complete && img.naturalWidth > 0) freeze();
    else img.addEventListener('load', freezeOnLoad, { once: true });
  }

  return () => {
    img.removeEventListener('click', toggle);
    img.removeEventListener('load', freezeOnLoad);
    play();
    button.remove();
    frame.replaceWith(img);
  };
}
