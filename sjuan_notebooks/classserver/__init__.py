"""The class server (see app.py and README "Running a class"): a whole class in one process."""
