/**
 * Just enough of WebM (Matroska) and MP4 (ISO BMFF) to wrap one video track of already
 * encoded frames, so the promo clip needs neither ffmpeg nor a muxing package.
 *
 * Both files are "fast start": the index (WebM Cues, MP4 moov) comes before the frames, so a
 * browser can start playing and seek back to 0 for the loop before the file has arrived.
 *
 * A frame is { data: Uint8Array, timestampUs: number, durationUs: number, key: boolean }.
 */

// ---------------------------------------------------------------------------- WebM

const textEncoder = new TextEncoder();

function concat(parts) {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** EBML variable-size integer holding an element's size. */
function ebmlSize(size) {
  for (let length = 1; length <= 8; length += 1) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes = new Uint8Array(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i -= 1) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] |= 1 << (8 - length);
      return bytes;
    }
  }
  throw new Error(`EBML size too large: ${size}`);
}

function uintBytes(value, width) {
  const length = width ?? Math.max(1, Math.ceil(Math.log2(value + 1) / 8));
  const bytes = new Uint8Array(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

const element = (id, ...children) => {
  const body = concat(children);
  return concat([Uint8Array.from(id), ebmlSize(body.length), body]);
};
const uint = (id, value, width) => element(id, uintBytes(value, width));
const string = (id, value) => element(id, textEncoder.encode(value));
const float = (id, value) => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return element(id, bytes);
};

const ID = {
  EBML: [0x1a, 0x45, 0xdf, 0xa3],
  EBMLVersion: [0x42, 0x86],
  EBMLReadVersion: [0x42, 0xf7],
  EBMLMaxIDLength: [0x42, 0xf2],
  EBMLMaxSizeLength: [0x42, 0xf3],
  DocType: [0x42, 0x82],
  DocTypeVersion: [0x42, 0x87],
  DocTypeReadVersion: [0x42, 0x85],
  Segment: [0x18, 0x53, 0x80, 0x67],
  Info: [0x15, 0x49, 0xa9, 0x66],
  TimecodeScale: [0x2a, 0xd7, 0xb1],
  Duration: [0x44, 0x89],
  MuxingApp: [0x4d, 0x80],
  WritingApp: [0x57, 0x41],
  Tracks: [0x16, 0x54, 0xae, 0x6b],
  TrackEntry: [0xae],
  TrackNumber: [0xd7],
  TrackUID: [0x73, 0xc5],
  FlagLacing: [0x9c],
  CodecID: [0x86],
  TrackType: [0x83],
  DefaultDuration: [0x23, 0xe3, 0x83],
  Video: [0xe0],
  PixelWidth: [0xb0],
  PixelHeight: [0xba],
  Cues: [0x1c, 0x53, 0xbb, 0x6b],
  CuePoint: [0xbb],
  CueTime: [0xb3],
  CueTrackPositions: [0xb7],
  CueTrack: [0xf7],
  CueClusterPosition: [0xf1],
  Cluster: [0x1f, 0x43, 0xb6, 0x75],
  Timecode: [0xe7],
  SimpleBlock: [0xa3],
};

/** A WebM file with one video track (codec e.g. 'V_VP9'), a new cluster at each key frame. */
export function muxWebm({ codec, width, height, frames, app }) {
  const ms = (us) => Math.round(us / 1000);
  const last = frames.at(-1);
  const durationMs = (last.timestampUs + last.durationUs) / 1000;

  const groups = [];
  for (const frame of frames) {
    if (frame.key || groups.length === 0) groups.push([]);
    groups.at(-1).push(frame);
  }
  const clusters = groups.map((group) => {
    const start = ms(group[0].timestampUs);
    const blocks = group.map((frame) => {
      const header = new Uint8Array(4);
      header[0] = 0x81; // track 1
      new DataView(header.buffer).setInt16(1, ms(frame.timestampUs) - start);
      header[3] = frame.key ? 0x80 : 0x00;
      return element(ID.SimpleBlock, header, frame.data);
    });
    return { start, bytes: element(ID.Cluster, uint(ID.Timecode, start), ...blocks) };
  });

  const info = element(
    ID.Info,
    uint(ID.TimecodeScale, 1_000_000),
    float(ID.Duration, durationMs),
    string(ID.MuxingApp, app),
    string(ID.WritingApp, app),
  );
  const tracks = element(
    ID.Tracks,
    element(
      ID.TrackEntry,
      uint(ID.TrackNumber, 1),
      uint(ID.TrackUID, 1),
      uint(ID.FlagLacing, 0),
      string(ID.CodecID, codec),
      uint(ID.TrackType, 1),
      uint(ID.DefaultDuration, Math.round(frames[0].durationUs * 1000)),
      element(ID.Video, uint(ID.PixelWidth, width), uint(ID.PixelHeight, height)),
    ),
  );
  // Cluster positions are written with a fixed width, so the size of the Cues (which sit
  // before the clusters) does not depend on the positions they hold.
  const cues = (positions) =>
    element(
      ID.Cues,
      ...clusters.map((cluster, i) =>
        element(
          ID.CuePoint,
          uint(ID.CueTime, cluster.start),
          element(ID.CueTrackPositions, uint(ID.CueTrack, 1), uint(ID.CueClusterPosition, positions[i], 4)),
        ),
      ),
    );
  const firstCluster = info.length + tracks.length + cues(clusters.map(() => 0)).length;
  const positions = [];
  let position = firstCluster;
  for (const cluster of clusters) {
    positions.push(position);
    position += cluster.bytes.length;
  }

  const header = element(
    ID.EBML,
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    string(ID.DocType, 'webm'),
    uint(ID.DocTypeVersion, 4),
    uint(ID.DocTypeReadVersion, 2),
  );
  const segment = element(ID.Segment, info, tracks, cues(positions), ...clusters.map((cluster) => cluster.bytes));
  return concat([header, segment]);
}

// ---------------------------------------------------------------------------- MP4

const u8 = (v) => Uint8Array.of(v);
const u16 = (v) => Uint8Array.of((v >> 8) & 255, v & 255);
const u32 = (v) => Uint8Array.of((v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255);
const ascii = (s) => textEncoder.encode(s);
const zeros = (n) => new Uint8Array(n);

function box(type, ...children) {
  const body = concat(children);
  return concat([u32(8 + body.length), ascii(type), body]);
}
const fullBox = (type, version, flags, ...children) =>
  box(type, u8(version), Uint8Array.of((flags >> 16) & 255, (flags >> 8) & 255, flags & 255), ...children);

const MATRIX = concat([u32(0x00010000), u32(0), u32(0), u32(0), u32(0x00010000), u32(0), u32(0), u32(0), u32(0x40000000)]);

/**
 * An MP4 file with one H.264 track. `avcC` is the decoder configuration record
 * (WebCodecs' decoderConfig.description with `avc: { format: 'avc' }`), and the frames are
 * in the same length-prefixed form. All frames must have the same duration.
 */
export function muxMp4({ width, height, frames, avcC, fps }) {
  const timescale = fps * 1000;
  const sampleDelta = 1000;
  const duration = frames.length * sampleDelta;
  const movieTimescale = 1000;
  const movieDuration = Math.round((duration / timescale) * movieTimescale);

  const stbl = (chunkOffset) =>
    box(
      'stbl',
      fullBox(
        'stsd',
        0,
        0,
        u32(1),
        box(
          'avc1',
          zeros(6),
          u16(1), // data reference index
          zeros(16),
          u16(width),
          u16(height),
          u32(0x00480000),
          u32(0x00480000),
          u32(0),
          u16(1), // frames per sample
          zeros(32), // compressor name
          u16(0x0018),
          u16(0xffff),
          box('avcC', avcC),
        ),
      ),
      fullBox('stts', 0, 0, u32(1), u32(frames.length), u32(sampleDelta)),
      fullBox(
        'stss',
        0,
        0,
        u32(frames.filter((f) => f.key).length),
        ...frames.flatMap((f, i) => (f.key ? [u32(i + 1)] : [])),
      ),
      fullBox('stsc', 0, 0, u32(1), u32(1), u32(frames.length), u32(1)),
      fullBox('stsz', 0, 0, u32(0), u32(frames.length), ...frames.map((f) => u32(f.data.length))),
      fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
    );

  const moov = (chunkOffset) =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        u32(0),
        u32(0),
        u32(movieTimescale),
        u32(movieDuration),
        u32(0x00010000), // rate 1.0
        u16(0x0100), // volume 1.0
        zeros(10),
        MATRIX,
        zeros(24),
        u32(2), // next track id
      ),
      box(
        'trak',
        fullBox('tkhd', 0, 3, u32(0), u32(0), u32(1), u32(0), u32(movieDuration), zeros(8), u16(0), u16(0), u16(0), u16(0), MATRIX, u32(width << 16), u32(height << 16)),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0)),
          fullBox('hdlr', 0, 0, u32(0), ascii('vide'), zeros(12), ascii('VideoHandler\0')),
          box(
            'minf',
            fullBox('vmhd', 0, 1, zeros(8)),
            box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
            stbl(chunkOffset),
          ),
        ),
      ),
    );

  const ftyp = box('ftyp', ascii('isom'), u32(0x200), ascii('isom'), ascii('iso2'), ascii('avc1'), ascii('mp41'));
  const moovLength = moov(0).length;
  const mdatPayload = concat(frames.map((f) => f.data));
  const mdat = concat([u32(8 + mdatPayload.length), ascii('mdat'), mdatPayload]);
  return concat([ftyp, moov(ftyp.length + moovLength + 8), mdat]);
}
