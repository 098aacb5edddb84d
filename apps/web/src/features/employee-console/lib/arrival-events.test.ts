import { describe, expect, it } from 'vitest';
import { arrivalsIn } from './arrival-events';

describe('arrivalsIn', () => {
  it.each([
    { name: 'an arrival', blocks: ['event: arrival\ndata: {"vid":7,"vname":"Vera","vcompany":"Globex","at":1}'], vids: [7] },
    { name: 'comments and heartbeats', blocks: [': connected', ': heartbeat'], vids: [] },
    { name: 'another event', blocks: ['event: visits\ndata: {}'], vids: [] },
    {
      name: 'garbled data between two arrivals',
      blocks: ['event: arrival\ndata: {"vid":1}', 'event: arrival\ndata: {oops', 'event: arrival\ndata: {"vid":2}'],
      vids: [1, 2],
    },
    { name: 'CRLF line ends', blocks: ['event: arrival\r\ndata: {"vid":3}'], vids: [3] },
  ])('reads $name', ({ blocks, vids }) => {
    expect(arrivalsIn(blocks).map((arrival) => arrival.vid)).toEqual(vids);
  });
});
