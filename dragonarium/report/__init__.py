"""A table reported for people checking a rule or writing a lesson: ``show`` and ``legal --why``, as text and JSON.

Plain Python over the rules' public API; the command line prints what these modules return.
"""
