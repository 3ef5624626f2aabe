/** An average rating with one decimal: 4.5, 4.0. */
export const formatAverage = (average: number): string => average.toFixed(1);
