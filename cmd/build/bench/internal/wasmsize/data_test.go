package wasmsize

import (
	"encoding/binary"
	"slices"
	"strings"
	"testing"
)

// segmentsOf splits memory as Go's linker does: runs of 8 zeros or more are left out.
func segmentsOf(mem []byte) []Segment {
	var segs []Segment
	for i := 0; i < len(mem); {
		if mem[i] == 0 {
			i++
			continue
		}
		end := i
		for end < len(mem) {
			z := end
			for z < len(mem) && mem[z] == 0 {
				z++
			}
			if z == end {
				end++
				continue
			}
			if z-end >= 8 || z == len(mem) {
				break
			}
			end = z
		}
		segs = append(segs, Segment{Addr: i, Data: mem[i:end]})
		i = end
	}
	return segs
}

func TestDataParts(t *testing.T) {
	// A memory laid out as the linker lays out a Go wasm module, each part filled with
	// non-zero bytes of a known length; the header's address has a zero low byte, so the
	// segment holding moduledata starts one byte after it, as in real modules.
	mem := make([]byte, 0x10000)
	fill := func(start, n int) {
		for i := range n {
			mem[start+i] = 0xaa
		}
	}
	put := func(addr int, v int) { binary.LittleEndian.PutUint64(mem[addr:], uint64(v)) }
	const (
		rodata    = 0x1000 // 0x300 bytes: types, strings
		typelinks = 0x1400 // 4 entries of 4 bytes
		itablinks = 0x1500 // 2 of 8
		header    = 0x2000 // 0x48 bytes
		funcnames = header + 0x48
		cutab     = 0x2100 // 3 entries of 4
		filetab   = 0x2200 // 0x20
		pctab     = 0x2300 // 0x100
		pcln      = 0x2500 // 0x200
		gofunc    = 0x2700 // 0x180 up to epclntab
		epclntab  = 0x2880
		noptrdata = 0x3000 // 0x40, the last 8 of them the zero-led word below
		data      = 0x3100 // 0x20
		md        = 0x3200 // moduledata, in noptrdata in a real module; here after it
	)
	fill(rodata, 0x300)
	fill(typelinks, 16)
	fill(itablinks, 16)
	fill(funcnames, 0x70)
	fill(cutab, 12)
	fill(filetab, 0x20)
	fill(pctab, 0x100)
	fill(pcln, 0x200)
	fill(gofunc, epclntab-gofunc)
	fill(noptrdata, 0x40)
	fill(data, 0x20)
	binary.LittleEndian.PutUint32(mem[header:], pclnMagic)
	mem[header+6], mem[header+7] = 1, 8
	put(header+8, 5)     // nfunc
	put(header+32, 0x48) // funcnameOffset
	words := map[int]int{0: header, 1: funcnames, 2: 0x70, 3: 0x70, 4: cutab, 5: 3, 6: 3, 7: filetab, 8: 0x20, 9: 0x20,
		10: pctab, 11: 0x100, 12: 0x100, 13: pcln, 14: 0x200, 15: 0x200, 16: pcln, 17: 1, 18: 1,
		24: noptrdata, 25: noptrdata + 0x40, 26: data, 27: data + 0x20, 28: data + 0x20,
		37: rodata, 38: rodata + 0x300, 39: rodata, 40: gofunc, 41: epclntab,
		45: typelinks, 46: 4, 47: 4, 48: itablinks, 49: 2, 50: 2}
	for i, v := range words {
		put(md+8*i, v)
	}
	if mem[md] != 0 {
		t.Fatalf("the test wants moduledata's first byte zero")
	}
	m := &Module{Segments: segmentsOf(mem)}
	parts, err := m.DataParts()
	if err != nil {
		t.Fatal(err)
	}
	mdBytes := covered(m.Segments, md, md+52*8)
	want := map[string]int{
		PartRodata:    0x300,
		PartTypelinks: 16 + 16,
		PartFuncnames: 0x70,
		PartFiletab:   12 + 0x20,
		PartPctab:     0x100,
		PartFuncdata:  epclntab - gofunc,
		PartNoptrdata: 0x40,
		PartVars:      0x20,
	}
	// The function table, and the header: the bytes of it the segments hold.
	want[PartFunctab] = 0x200 + covered(m.Segments, header, funcnames)
	total := 0
	for _, s := range m.Segments {
		total += len(s.Data)
	}
	sum := 0
	for _, p := range parts {
		sum += p.Size
		if p.Name == PartOther {
			continue
		}
		if p.Size != want[p.Name] {
			t.Errorf("%s: %d bytes, want %d", p.Name, p.Size, want[p.Name])
		}
		if len(p.Data) != p.Size {
			t.Errorf("%s: %d bytes of data for a size of %d", p.Name, len(p.Data), p.Size)
		}
	}
	// Every part is filled with 0xaa here, but the function table, which holds the header.
	for _, p := range parts[:len(parts)-1] {
		if p.Name == PartFunctab {
			continue
		}
		if i := slices.IndexFunc(p.Data, func(c byte) bool { return c != 0xaa }); i >= 0 {
			t.Errorf("%s holds a byte %#x at %d that is not its own", p.Name, p.Data[i], i)
		}
	}
	if sum != total {
		t.Errorf("the parts sum to %d bytes, the segments hold %d", sum, total)
	}
	// What is left is moduledata itself (outside every span here) and the zeros the
	// segments keep inside the parts' runs: at least moduledata's own bytes.
	if other := parts[len(parts)-1]; other.Name != PartOther || other.Size < mdBytes {
		t.Errorf("last part %+v, want %q of at least %d bytes", other, PartOther, mdBytes)
	}

	if _, err := (&Module{Segments: segmentsOf(mem[:md])}).DataParts(); err == nil || !strings.Contains(err.Error(), "moduledata") {
		t.Errorf("without moduledata: error %v, want one naming runtime.moduledata", err)
	}
}

// covered counts the addresses in [start, end) that some segment writes.
func covered(segs []Segment, start, end int) int {
	n := 0
	for a := start; a < end; a++ {
		for _, s := range segs {
			if s.Addr <= a && a < s.Addr+len(s.Data) {
				n++
				break
			}
		}
	}
	return n
}

func TestParseSegments(t *testing.T) {
	m, err := Parse(module(false))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Segments) != 1 || m.Segments[0].Addr != 0 || string(m.Segments[0].Data) != "hello, data" {
		t.Errorf("Segments = %+v, want one segment at 0 holding %q", m.Segments, "hello, data")
	}
}
