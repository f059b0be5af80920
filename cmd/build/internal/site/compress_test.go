package site

import (
	"bytes"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestBrotliWindow(t *testing.T) {
	for _, tc := range []struct{ n, want int }{
		{0, 10},
		{1008, 10},
		{1009, 11},
		{4<<20 - 16, 22},
		{4<<20 - 15, 23},
		{12 << 20, 24},
		{1 << 30, 24},
	} {
		if got := brotliWindow(tc.n); got != tc.want {
			t.Errorf("brotliWindow(%d) = %d, want %d", tc.n, got, tc.want)
		}
	}
}

// TestBrotliReachesBack: a repeat 5 MB back, beyond the encoder's default window of 4 MB, is
// found (the second copy costs next to nothing), and the stream decodes to the input. At
// quality 9, which looks as far as 11 and takes a fraction of its time; some faster
// qualities (5) do not look that far whatever the window.
func TestBrotliReachesBack(t *testing.T) {
	half := make([]byte, 5<<20)
	r := rand.New(rand.NewPCG(1, 2))
	for i := range half {
		half[i] = byte(r.Uint32())
	}
	data := append(append([]byte{}, half...), half...)
	packed, err := Brotli(data, 9)
	if err != nil {
		t.Fatal(err)
	}
	if len(packed) > len(half)+len(half)/20 {
		t.Errorf("two copies of %d random bytes packed into %d bytes: the second was not found %d bytes back", len(half), len(packed), len(half))
	}
	got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(packed)))
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("the stream decodes to %d bytes (equal %v), err %v", len(got), bytes.Equal(got, data), err)
	}
}
