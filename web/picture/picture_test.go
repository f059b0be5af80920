package picture

import (
	"fmt"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		arg  string
		want Request
	}{
		{"", Request{}},
		{"png", Request{}},
		{"svg", Request{Format: SVG}},
		{"1024", Request{Long: 1024}},
		{"png:512", Request{Long: 512}},
		{"png:800x600", Request{W: 800, H: 600}},
		{"16x4096", Request{W: 16, H: 4096}},
	} {
		got, err := Parse(tc.arg)
		if err != nil || got != tc.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", tc.arg, got, err, tc.want)
		}
	}
	for _, arg := range []string{"png:", "15", "4097", "jpeg", "png:0x10", "png:100x", "x100", "1e3", "+100", "-100", "100x100x2", " 100", "png:99999999999999999999", "svg:100", "PNG"} {
		_, err := Parse(arg)
		if err == nil {
			t.Errorf("Parse(%q): no error", arg)
			continue
		}
		if !strings.HasPrefix(err.Error(), "command export: ") {
			t.Errorf("Parse(%q): %v does not name the command", arg, err)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "png", "svg", "1024", "png:800x600", "png:x", "0x0", "4096x4096", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Parse(s)
		if err != nil {
			return
		}
		for _, n := range []int{r.W, r.H, r.Long} {
			if n != 0 && (n < MinSide || n > MaxSide) {
				t.Errorf("Parse(%q) = %+v: a side out of range", s, r)
			}
		}
		if (r.W == 0) != (r.H == 0) || r.Format == SVG && r != (Request{Format: SVG}) {
			t.Errorf("Parse(%q) = %+v", s, r)
		}
	})
}

func TestSize(t *testing.T) {
	for _, tc := range []struct {
		r      Request
		bw, bh float64
		w, h   int
	}{
		{Request{}, 1600, 1000, 1600, 1000},
		{Request{Long: 1024}, 1600, 1000, 1024, 640},
		{Request{Long: 1024}, 1000, 1600, 640, 1024},
		{Request{Long: 512}, 700, 700, 512, 512},
		{Request{W: 300, H: 200}, 1600, 1000, 300, 200},
		{Request{Long: 16}, 4000, 10, 16, 1},
		{Request{}, 9000, 100, 4096, 100},
		{Request{Long: 1024}, 0, 0, 0, 0},
	} {
		if w, h := tc.r.Size(tc.bw, tc.bh); w != tc.w || h != tc.h {
			t.Errorf("%+v on %v×%v: %d×%d, want %d×%d", tc.r, tc.bw, tc.bh, w, h, tc.w, tc.h)
		}
	}
}

func TestScale(t *testing.T) {
	if s := Scale(2048, 1280, 1024, 640, 1.5); s != 3 {
		t.Errorf("twice the board at scale 1.5: %v, want 3", s)
	}
	if s := Scale(512, 512, 1024, 640, 1); s != 0.5 {
		t.Errorf("a square of half the width: %v, want 0.5 (the picture fits)", s)
	}
}

func TestFileName(t *testing.T) {
	for _, tc := range []struct{ game, what, want string }{
		{"nim", "1024x640", "nimscope-nim-1024x640.png"},
		{"xor", "q64-x0-y0", "nimscope-xor-q64-x0-y0.png"},
		{"a/b", "../c", "nimscope-a_b-___c.png"},
		{"hackenbush", "", "nimscope-hackenbush.png"},
	} {
		if got := FileName(tc.game, tc.what, PNG); got != tc.want {
			t.Errorf("FileName(%q, %q) = %q, want %q", tc.game, tc.what, got, tc.want)
		}
	}
}

// TestUnpremultiply: each premultiplied pixel comes back to the straight colour it was made
// from, within the rounding of one step, for every alpha.
func TestUnpremultiply(t *testing.T) {
	for a := 1; a <= 255; a++ {
		for _, c := range []int{0, 1, 77, 128, 200, 255} {
			p := uint8((c*a + 127) / 255) // premultiplied as a GPU rounds it
			pix := []byte{p, p, p, uint8(a)}
			Unpremultiply(pix)
			// Back to within what the premultiplied byte can tell apart.
			if d := int(pix[0]) - c; d*a > 255 || -d*a > 255 {
				t.Fatalf("alpha %d, colour %d: premultiplied %d, back %d", a, c, p, pix[0])
			}
			if pix[3] != uint8(a) {
				t.Fatalf("alpha changed")
			}
		}
	}
	pix := []byte{10, 20, 30, 255, 0, 0, 0, 0}
	Unpremultiply(pix)
	if fmt.Sprint(pix) != "[10 20 30 255 0 0 0 0]" {
		t.Errorf("opaque or clear pixels changed: %v", pix)
	}
}

func ExampleParse() {
	r, _ := Parse("png:1024")
	w, h := r.Size(1600, 1000)
	fmt.Println(w, h, FileName("nim", fmt.Sprintf("%dx%d", w, h), r.Format))
	// Output: 1024 640 nimscope-nim-1024x640.png
}
