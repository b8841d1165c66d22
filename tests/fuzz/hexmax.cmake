knobel_fuzzer(hexmax_file)
knobel_fuzzer(hexmax_link)
knobel_fuzzer(hexmax_move)
