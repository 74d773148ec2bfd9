"""The use cases, one module each: what a user asks of the studio (solve, read a picture,
scramble, generate, enumerate to a file, export, print a sheet, backtest), written once with
their checks and streamed, so that the command line and the window only gather options and
show results."""
