package sha

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"testing"
)

// The FIPS 180-4 examples and the lengths around a block's padding edge.
func TestSum256(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
		{"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
		{"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
	} {
		got := Sum256([]byte(c.in))
		if hex.EncodeToString(got[:]) != c.want {
			t.Errorf("Sum256(%q) = %x, want %s", c.in, got, c.want)
		}
	}
	for n := 0; n < 300; n++ {
		in := bytes.Repeat([]byte{byte(n)}, n)
		if got, want := Sum256(in), sha256.Sum256(in); got != want {
			t.Fatalf("%d bytes: %x, crypto/sha256 %x", n, got, want)
		}
	}
}

// A digest fed piece by piece, summed on the way, gives crypto/sha256's answer.
func TestWritePieces(t *testing.T) {
	data := make([]byte, 1000)
	for i := range data {
		data[i] = byte(i * 7)
	}
	for _, step := range []int{1, 3, 55, 56, 63, 64, 65, 129, 1000} {
		d, ref := New(), sha256.New()
		feed(d, ref, data, step, func(i int) {
			if got, want := d.Sum(nil), ref.Sum(nil); !bytes.Equal(got, want) {
				t.Fatalf("step %d at %d: %x, crypto/sha256 %x", step, i, got, want)
			}
		})
		d.Reset()
		if got, want := d.Sum([]byte("x")), append([]byte("x"), sha256.New().Sum(nil)...); !bytes.Equal(got, want) {
			t.Fatalf("after Reset: %x, want %x", got, want)
		}
	}
}

// feed writes data to both digests in pieces of step bytes, calling after(i) after each.
func feed(d *Digest, ref hash.Hash, data []byte, step int, after func(i int)) {
	for i := 0; i < len(data); i += step {
		p := data[i:min(i+step, len(data))]
		d.Write(p)
		ref.Write(p)
		after(i)
	}
}

func FuzzSum(f *testing.F) {
	f.Add([]byte(""), 1)
	f.Add([]byte("abc"), 2)
	f.Add(bytes.Repeat([]byte("a"), 119), 64)
	f.Fuzz(func(t *testing.T, data []byte, step int) {
		if step <= 0 || step > 1<<16 {
			step = 1
		}
		d, ref := New(), sha256.New()
		feed(d, ref, data, step, func(int) {})
		if got, want := d.Sum(nil), ref.Sum(nil); !bytes.Equal(got, want) {
			t.Fatalf("%x, crypto/sha256 %x", got, want)
		}
	})
}
