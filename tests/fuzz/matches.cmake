knobel_fuzzer(matches_file)
knobel_fuzzer(matches_link)
knobel_fuzzer(matches_move)
