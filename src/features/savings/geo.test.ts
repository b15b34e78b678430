import { describe, expect, it } from 'vitest';
import { boundingBox, defaultLocation, haversineMiles, inBox } from './geo';

const newYork = { lat: 40.7484, long: -73.9967 };
const losAngeles = { lat: 34.0614, long: -118.2385 };

describe('haversineMiles', () => {
  it('measures great-circle distances', () => {
    expect(haversineMiles(newYork, newYork)).toBe(0);
    expect(haversineMiles(newYork, losAngeles)).toBeGreaterThan(2440);
    expect(haversineMiles(newYork, losAngeles)).toBeLessThan(2460);
    // One degree of latitude is about 69.1 miles anywhere.
    expect(haversineMiles({ lat: 39, long: -86 }, { lat: 40, long: -86 })).toBeCloseTo(69.1, 0);
    expect(haversineMiles(defaultLocation, { lat: 39.7684, long: -86.1581 })).toBeCloseTo(40.6, 0);
  });

  it('is symmetric', () => {
    expect(haversineMiles(newYork, losAngeles)).toBeCloseTo(haversineMiles(losAngeles, newYork), 9);
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius and leaves out points beyond it', () => {
    const box = boundingBox(newYork, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      // A point about 49.5 miles away in each direction.
      const point = { lat: newYork.lat + (49.5 / 69.09) * Math.cos(rad), long: newYork.long + (49.5 / (69.09 * Math.cos((newYork.lat * Math.PI) / 180))) * Math.sin(rad) };
      expect(haversineMiles(newYork, point)).toBeLessThan(50);
      expect(inBox(box, point)).toBe(true);
    }
    expect(inBox(box, { lat: newYork.lat + 0.8, long: newYork.long })).toBe(false);
    expect(inBox(box, { lat: newYork.lat, long: newYork.long + 1.1 })).toBe(false);
    expect(inBox(box, losAngeles)).toBe(false);
  });

  it('is wider in longitude than latitude away from the equator', () => {
    const box = boundingBox(newYork, 50);
    expect(box.maxLong - box.minLong).toBeGreaterThan(box.maxLat - box.minLat);
  });

  it('covers every longitude near a pole and wraps across the antimeridian', () => {
    expect(boundingBox({ lat: 89.9, long: 0 }, 50)).toMatchObject({ minLong: -180, maxLong: 180, maxLat: 90 });
    const box = boundingBox({ lat: 0, long: 179.9 }, 50);
    expect(box.maxLong).toBeGreaterThan(180);
    expect(inBox(box, { lat: 0, long: -179.9 })).toBe(true);
    expect(inBox(box, { lat: 0, long: 170 })).toBe(false);
  });
});
