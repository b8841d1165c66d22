# The CLI's file reader is part of the knobel program, not of the core: the target compiles it in.
knobel_fuzzer(cli_file_reader)
target_sources(fuzz_cli_file_reader PRIVATE ${PROJECT_SOURCE_DIR}/src/cli/file_reader.cpp)
