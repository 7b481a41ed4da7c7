// Package sha is SHA-256 (FIPS 180-4) in plain Go, for the event log's version names
// (eventlog.makeRev). The standard crypto/sha256 goes through Go's FIPS 140 module, whose
// initialisation links AES, SHA-3, SHA-512, HMAC and a DRBG into the wasm (~50 KB brotli of a
// phone's first visit): a hash that names versions needs none of it. Tested against
// crypto/sha256 (sha_test.go), which stays the reference.
package sha

import "encoding/binary"

// Size is the digest's length in bytes.
const Size = 32

const block = 64

var k = [64]uint32{
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
}

// Digest is a running SHA-256. Its zero value is not ready: use New.
type Digest struct {
	h   [8]uint32
	buf [block]byte
	n   int    // bytes waiting in buf
	len uint64 // bytes written
}

// New starts a digest.
func New() *Digest {
	d := &Digest{}
	d.Reset()
	return d
}

// Reset starts the digest again.
func (d *Digest) Reset() {
	d.h = [8]uint32{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19}
	d.n, d.len = 0, 0
}

// Write adds p; it never fails.
func (d *Digest) Write(p []byte) (int, error) {
	n := len(p)
	d.len += uint64(n)
	if d.n > 0 {
		c := copy(d.buf[d.n:], p)
		d.n += c
		p = p[c:]
		if d.n < block {
			return n, nil
		}
		d.blocks(d.buf[:])
		d.n = 0
	}
	if full := len(p) &^ (block - 1); full > 0 {
		d.blocks(p[:full])
		p = p[full:]
	}
	d.n = copy(d.buf[:], p)
	return n, nil
}

// Sum appends the digest of what was written to b; the digest goes on unchanged.
func (d *Digest) Sum(b []byte) []byte {
	c := *d
	var pad [block + 8]byte
	pad[0] = 0x80
	n := 55 - int(c.len%block)
	if n < 0 {
		n += block
	}
	binary.BigEndian.PutUint64(pad[1+n:], c.len<<3)
	c.Write(pad[:1+n+8])
	for _, v := range c.h {
		b = binary.BigEndian.AppendUint32(b, v)
	}
	return b
}

// Sum256 is the digest of data.
func Sum256(data []byte) [Size]byte {
	d := New()
	d.Write(data)
	var out [Size]byte
	d.Sum(out[:0])
	return out
}

func (d *Digest) blocks(p []byte) {
	var w [64]uint32
	h0, h1, h2, h3, h4, h5, h6, h7 := d.h[0], d.h[1], d.h[2], d.h[3], d.h[4], d.h[5], d.h[6], d.h[7]
	for ; len(p) >= block; p = p[block:] {
		for i := 0; i < 16; i++ {
			w[i] = binary.BigEndian.Uint32(p[4*i:])
		}
		for i := 16; i < 64; i++ {
			v1, v2 := w[i-2], w[i-15]
			s1 := (v1>>17 | v1<<15) ^ (v1>>19 | v1<<13) ^ (v1 >> 10)
			s0 := (v2>>7 | v2<<25) ^ (v2>>18 | v2<<14) ^ (v2 >> 3)
			w[i] = s1 + w[i-7] + s0 + w[i-16]
		}
		a, b, c, e, f, g, h, dd := h0, h1, h2, h4, h5, h6, h7, h3
		for i := 0; i < 64; i++ {
			t1 := h + ((e>>6 | e<<26) ^ (e>>11 | e<<21) ^ (e>>25 | e<<7)) + ((e & f) ^ (^e & g)) + k[i] + w[i]
			t2 := ((a>>2 | a<<30) ^ (a>>13 | a<<19) ^ (a>>22 | a<<10)) + ((a & b) ^ (a & c) ^ (b & c))
			h, g, f, e = g, f, e, dd+t1
			dd, c, b, a = c, b, a, t1+t2
		}
		h0, h1, h2, h3, h4, h5, h6, h7 = h0+a, h1+b, h2+c, h3+dd, h4+e, h5+f, h6+g, h7+h
	}
	d.h = [8]uint32{h0, h1, h2, h3, h4, h5, h6, h7}
}
