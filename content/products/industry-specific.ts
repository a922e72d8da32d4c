/**
 * Product catalogue: the "Industry-Specific Solutions" group.
 */
import type { Product } from "@/content/types";

export const industrySpecificProducts = [
  {
    id: "hospital-management-application",
    name: "Hospital Management Application",
    icon: "Hospital",
    tagline:
      "An integrated hospital and clinic system covering patient registration, clinical records, pharmacy, billing and AI-assisted patient engagement.",
    colorFrom: "#047857",
    colorTo: "#065f46",
    imageUrl: "/images/products/hospital-management-application.svg",
    group: "Industry-Specific Solutions",
    topFeatures: [
      "Patient registration with MyKad reading and queue management",
      "Electronic medical records with clinical notes, orders and results",
      "Outpatient scheduling with SMS and WhatsApp reminders",
      "Inpatient admission, bed management and ward dashboards",
      "Pharmacy and store control with batch and expiry tracking",
      "Laboratory and radiology orders with integrated results",
      "Billing for panel companies, insurers and third-party administrators",
      "Doctor and nurse rostering with on-call schedules",
      "Patient portal and AI chat bot for bookings and enquiries",
      "Role-based access, audit trails and PDPA-aligned data protection",
    ],
    detailedDescription: [
      "Nusantara AI Hospital Management Application brings the front desk, clinical teams, pharmacy and finance onto one platform. Built for private hospitals, specialist centers and multi-branch clinic groups in Malaysia, it replaces disconnected spreadsheets and aging legacy systems with a single patient record that follows each person from registration to discharge and every follow-up visit.",
      "Registration is quick with MyKad reading and digital forms, and queue screens keep waiting rooms calm. Doctors document consultations, place laboratory and imaging orders and prescribe from the same screen, with allergy and drug-interaction alerts. Nurses manage admissions, bed assignments and medication rounds from ward dashboards that update in real time.",
      "Finance teams generate itemized bills automatically from every service delivered, manage deposits and submit claims to insurers, panel companies and third-party administrators with supporting documents attached. Pharmacy and store modules track stock by batch and expiry date, trigger reorders at set levels and reduce wastage of costly medicines and consumables.",
      "Patients stay connected through a portal and an AI chat bot that book appointments, send reminders, share lab results once a doctor releases them and answer common questions in Malay, English and Chinese. The system supports HL7 and FHIR interfaces for laboratory and imaging equipment and is hosted securely with role-based access and complete audit trails.",
    ],
    useCases: [
      {
        title: "Private specialist hospitals",
        description:
          "Coordinate outpatient clinics, wards, operating theaters and billing for hundreds of daily patients on one integrated platform.",
      },
      {
        title: "Multi-branch clinic groups",
        description:
          "Share patient records, stock levels and performance reports across branches while each clinic runs its own schedule.",
      },
      {
        title: "Panel and insurance claims",
        description:
          "Reduce claim rejections by validating coverage at registration and submitting complete claims electronically.",
      },
      {
        title: "Patient engagement and reminders",
        description:
          "Cut no-shows with automated appointment reminders and let patients reschedule through WhatsApp or the patient portal.",
      },
      {
        title: "Pharmacy and medical supply control",
        description:
          "Track medicines and consumables from purchase to dispensing, with alerts before items run low or pass their expiry date.",
      },
    ],
  },
  {
    id: "hotel-management-application",
    name: "Hotel Management Application",
    icon: "Hotel",
    tagline:
      "A cloud property management system that runs reservations, front desk, housekeeping and guest messaging for hotels and resorts.",
    colorFrom: "#b45309",
    colorTo: "#9a3412",
    imageUrl: "/images/products/hotel-management-application.svg",
    group: "Industry-Specific Solutions",
    topFeatures: [
      "Reservations calendar with rate plans, packages and group blocks",
      "Channel manager syncing rates and availability with online travel agencies",
      "Commission-free booking engine for your own website",
      "Front desk check-in, check-out and digital registration cards",
      "Mobile housekeeping board with live room status",
      "Point-of-sale integration for restaurants, spa and minibar",
      "WhatsApp guest messaging bot for pre-arrival and in-stay requests",
      "Folio billing with service tax, tourism tax and split payments",
      "Revenue reports on occupancy, ADR and RevPAR",
      "Multi-property management from a single dashboard",
    ],
    detailedDescription: [
      "Nusantara AI Hotel Management Application is a cloud property management system designed for boutique hotels, city business hotels, resorts and serviced apartments. It brings reservations, front desk, housekeeping, billing and guest communication into one easy-to-learn interface, so staff spend less time juggling systems and more time looking after guests and earning their return visits.",
      "A built-in channel manager keeps rates and availability in sync across online travel agencies and your own commission-free booking engine, reducing the risk of overbooking. Rate plans, packages, corporate rates and group blocks are managed from one calendar, and revenue reports on occupancy, average daily rate and RevPAR help managers price each night with confidence.",
      "At the front desk, guests check in with digital registration cards and passport or MyKad scanning, while folios calculate service tax and tourism tax automatically. Housekeepers update room status from their phones, and maintenance issues spotted during cleaning go straight to the engineering team with photos attached, so rooms return to sale sooner.",
      "Guests can message the hotel on WhatsApp before arrival and throughout their stay. An AI assistant answers questions about breakfast times, parking and local attractions, takes requests for extra towels or late check-out and passes anything unusual to the front desk. Restaurant, spa and minibar charges post directly to the room folio through point-of-sale integration.",
    ],
    useCases: [
      {
        title: "Independent and boutique hotels",
        description:
          "Replace spreadsheets and manual channel updates with one affordable cloud system that new staff learn within a few shifts.",
      },
      {
        title: "Resorts with multiple outlets",
        description:
          "Link rooms, restaurants, spa and activities so every charge reaches the guest folio and the daily revenue report.",
      },
      {
        title: "Hotel groups and chains",
        description:
          "Manage several properties centrally with shared guest profiles, consolidated reporting and group-wide rate strategies.",
      },
      {
        title: "Serviced apartments and long stays",
        description:
          "Handle monthly billing, utility charges and recurring cleaning schedules alongside ordinary nightly bookings.",
      },
      {
        title: "Guest experience automation",
        description:
          "Send pre-arrival messages, offer room upgrades and collect post-stay reviews automatically on the guest's preferred channel.",
      },
    ],
  },
  {
    id: "travel-management-application",
    name: "Travel Management Application",
    icon: "Plane",
    tagline:
      "A corporate travel and travel agency platform for booking, approvals, expense control and traveler support in one place.",
    colorFrom: "#075985",
    colorTo: "#3730a3",
    imageUrl: "/images/products/travel-management-application.svg",
    group: "Industry-Specific Solutions",
    topFeatures: [
      "Flight, hotel, rail and car hire booking in one interface",
      "Policy engine with fare caps, cabin rules and preferred suppliers",
      "Multi-level trip approval workflows on web and mobile",
      "Itinerary management with live flight status alerts",
      "Expense capture with receipt scanning and per diem rules",
      "Duty-of-care traveler tracking and emergency messaging",
      "Tour package and itinerary builder for travel agencies",
      "Multi-currency invoicing and supplier reconciliation",
      "AI travel assistant on chat and WhatsApp for changes and queries",
      "Spend analytics by department, route and supplier",
    ],
    detailedDescription: [
      "Nusantara AI Travel Management Application serves two audiences: companies that need to control business travel, and travel agencies that need an efficient platform to sell and operate trips. Both get a single system for searching inventory, building itineraries, approving trips, issuing documents and settling costs, replacing long email chains and disconnected booking tools.",
      "For corporate customers, employees book flights, hotels and ground transport within company policy, and the system highlights the cheapest compliant option. Managers approve requests from their phones, finance sees committed spend before the trip happens, and expenses are captured on the road by photographing receipts. Travel reports break spending down by department, destination and supplier for sharper negotiations.",
      "Travel agencies use the platform to design tour packages, manage group departures, issue quotations and invoices in multiple currencies and reconcile supplier payments. Customer records, passport details and preferences are stored securely, so repeat bookings take minutes, margins are visible on every sale and personalized offers reach the right clients at the right time.",
      "Travelers are supported throughout the journey by an AI assistant on chat and WhatsApp that shares itineraries, sends gate changes and delay alerts, and helps rebook disrupted flights. Duty-of-care tools show where employees are during an emergency and let the company send safety messages to everyone in an affected city within minutes.",
    ],
    useCases: [
      {
        title: "Corporate business travel",
        description:
          "Give employees self-service booking within policy while finance gains control and visibility over every trip.",
      },
      {
        title: "Travel agency operations",
        description:
          "Run quotations, bookings, ticketing and supplier payments for individual and group travel from one back office.",
      },
      {
        title: "Umrah and pilgrimage packages",
        description:
          "Organize group departures with document checklists, installment payments and pilgrim updates in Bahasa Malaysia.",
      },
      {
        title: "Events and incentive travel",
        description:
          "Coordinate flights, rooms and transfers for conferences and incentive trips with rooming lists and attendee notifications.",
      },
      {
        title: "Traveler safety and disruption handling",
        description:
          "Locate affected staff during disruptions, send alerts and rebook alternatives quickly through the AI assistant.",
      },
    ],
  },
] satisfies Product[];
